/**
 * When matches are played, in local time. A round template lists kick-off slots in the order a
 * round fills them (the most common slot first), so a 9-match round uses the first nine.
 * `day` counts from the Monday (0) of the round's week; 7 is the following Monday.
 */
export interface Slot {
  day: number;
  minute: number;
}

export type ScheduleData =
  | { kind: 'rounds'; rounds: Slot[][] }
  /** A set number of games every day (North American leagues, T20 cricket): Monday first. */
  | { kind: 'daily'; perDay: number[]; minutes: number[] };

const TUE = 1;
const WED = 2;
const THU = 3;
const FRI = 4;
const SAT = 5;
const SUN = 6;
const NEXT_MON = 7;

const at = (day: number, time: string): Slot => {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return { day, minute: hours * 60 + minutes };
};
const hm = (time: string) => at(0, time).minute;

// prettier-ignore
export const FOOTBALL_WEEKEND: Slot[] = [
  at(SAT, '15:00'), at(SUN, '15:00'), at(SAT, '15:00'), at(SAT, '17:30'), at(SUN, '17:30'),
  at(SAT, '12:30'), at(SUN, '13:00'), at(SAT, '20:00'), at(FRI, '20:00'), at(SUN, '19:45'),
  at(NEXT_MON, '20:00'), at(SAT, '15:00'), at(SUN, '15:00'), at(SAT, '18:30'), at(SUN, '16:00'),
  at(SAT, '13:30'),
];

// prettier-ignore
export const FOOTBALL_MIDWEEK: Slot[] = [
  at(TUE, '19:45'), at(WED, '19:45'), at(TUE, '20:00'), at(WED, '20:00'), at(TUE, '18:30'),
  at(WED, '18:30'), at(WED, '21:00'), at(TUE, '21:00'), at(THU, '19:45'), at(WED, '19:00'),
  at(TUE, '19:00'), at(WED, '20:15'), at(TUE, '20:15'), at(THU, '20:00'),
];

// prettier-ignore
const INDOOR_WEEKEND: Slot[] = [
  at(SAT, '18:00'), at(SUN, '17:00'), at(SAT, '20:30'), at(SUN, '19:00'), at(SAT, '19:00'),
  at(SUN, '12:30'), at(FRI, '20:30'), at(SUN, '18:00'), at(SAT, '17:00'), at(SUN, '15:30'),
];

// prettier-ignore
const INDOOR_MIDWEEK: Slot[] = [
  at(WED, '19:00'), at(THU, '19:00'), at(WED, '20:30'), at(THU, '20:30'), at(WED, '18:30'),
  at(TUE, '19:30'), at(THU, '18:30'), at(WED, '20:00'), at(TUE, '20:00'),
];

// prettier-ignore
const HOCKEY_TUESDAY: Slot[] = [
  at(TUE, '19:00'), at(TUE, '19:00'), at(TUE, '19:30'), at(TUE, '19:00'), at(WED, '19:00'),
  at(TUE, '18:30'), at(TUE, '19:15'), at(WED, '19:30'), at(TUE, '19:00'),
];

// prettier-ignore
const HOCKEY_FRIDAY: Slot[] = [
  at(FRI, '19:00'), at(FRI, '19:00'), at(FRI, '19:30'), at(FRI, '19:00'), at(THU, '19:00'),
  at(FRI, '18:30'), at(FRI, '19:15'), at(FRI, '19:00'), at(THU, '19:30'),
];

// prettier-ignore
const HOCKEY_WEEKEND: Slot[] = [
  at(SAT, '17:00'), at(SUN, '16:00'), at(SAT, '18:00'), at(SUN, '15:00'), at(SAT, '19:00'),
  at(SUN, '17:30'), at(SAT, '16:00'), at(SUN, '14:00'), at(SAT, '17:30'),
];

// prettier-ignore
const PRO_FOOTBALL_WEEK: Slot[] = [
  at(THU, '20:15'), at(SUN, '13:00'), at(SUN, '13:00'), at(SUN, '13:00'), at(SUN, '13:00'),
  at(SUN, '13:00'), at(SUN, '13:00'), at(SUN, '16:00'), at(SUN, '16:30'), at(SUN, '16:30'),
  at(SUN, '20:15'), at(NEXT_MON, '20:15'), at(SUN, '13:00'), at(SUN, '16:00'), at(SUN, '13:00'),
  at(SAT, '16:30'),
];

export const SCHEDULES = {
  footballWeekend: { kind: 'rounds', rounds: [FOOTBALL_WEEKEND] },
  footballTwoRounds: { kind: 'rounds', rounds: [FOOTBALL_MIDWEEK, FOOTBALL_WEEKEND] },
  indoorWeekend: { kind: 'rounds', rounds: [INDOOR_WEEKEND] },
  indoorTwoRounds: { kind: 'rounds', rounds: [INDOOR_MIDWEEK, INDOOR_WEEKEND] },
  hockeyEurope: { kind: 'rounds', rounds: [HOCKEY_FRIDAY, HOCKEY_WEEKEND] },
  hockeyThreeRounds: { kind: 'rounds', rounds: [HOCKEY_TUESDAY, HOCKEY_FRIDAY, HOCKEY_WEEKEND] },
  proFootball: { kind: 'rounds', rounds: [PRO_FOOTBALL_WEEK] },
  proBasketball: {
    kind: 'daily',
    perDay: [7, 6, 8, 5, 8, 6, 7],
    minutes: ['19:00', '19:30', '20:00', '19:00', '22:00', '20:30', '22:30', '19:30'].map(hm),
  },
  proHockey: {
    kind: 'daily',
    perDay: [5, 8, 5, 8, 5, 9, 6],
    minutes: ['19:00', '19:00', '19:30', '20:00', '22:00', '19:00', '22:30', '19:30', '20:30'].map(
      hm,
    ),
  },
  proBaseball: {
    kind: 'daily',
    perDay: [6, 9, 9, 7, 9, 10, 10],
    minutes: [
      '19:00',
      '19:00',
      '18:30',
      '19:30',
      '20:00',
      '13:00',
      '21:30',
      '22:00',
      '19:15',
      '16:00',
      '18:00',
      '13:30',
    ].map(hm),
  },
  asianBaseball: {
    kind: 'daily',
    perDay: [0, 6, 6, 6, 5, 6, 6],
    minutes: ['18:00', '18:00', '18:00', '17:45', '18:00', '14:00'].map(hm),
  },
  winterBaseball: {
    kind: 'daily',
    perDay: [0, 4, 4, 4, 3, 4, 4],
    minutes: ['19:00', '19:30', '20:00', '20:30'].map(hm),
  },
  t20: {
    kind: 'daily',
    perDay: [1, 1, 1, 1, 1, 2, 2],
    minutes: ['19:30', '15:30'].map(hm),
  },
} satisfies Record<string, ScheduleData>;
