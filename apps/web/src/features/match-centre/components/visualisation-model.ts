import type { TimelineEventWire } from '@sportsbook/contract/browser';

export interface Point {
  x: number;
  y: number;
}

/** What the view shows for an event: its caption key and whether it is highlighted. */
export type EventKind = 'attack' | 'goal' | 'score' | 'yellowCard' | 'redCard' | 'play';

export function eventKindOf(event: TimelineEventWire): EventKind {
  switch (event.type) {
    case 'dangerous_attack':
      return 'attack';
    case 'goal':
      return 'goal';
    case 'score_change':
    case 'game_won':
      return 'score';
    case 'yellow_card':
      return 'yellowCard';
    case 'red_card':
      return 'redCard';
    default:
      return 'play';
  }
}

/** Home attacks to the right: x grows towards the goal the side attacks. */
const forward = (side: 'home' | 'away' | null, depth: number) =>
  side === 'away' ? 100 - depth : depth;

/** Where the ball goes for an event (random: the spread of attacks and cards on the field). */
export function ballTarget(event: TimelineEventWire, random: () => number): Point {
  const side = event.side;
  switch (eventKindOf(event)) {
    case 'goal':
    case 'score':
      return { x: forward(side, 97), y: 30 };
    case 'attack':
      return { x: forward(side, 74 + random() * 14), y: 14 + random() * 32 };
    case 'yellowCard':
    case 'redCard':
      return { x: forward(side, 35 + random() * 30), y: 10 + random() * 40 };
    default:
      return { x: 50, y: 30 };
  }
}

const SHAPE: Point[] = [
  { x: 8, y: 30 },
  { x: 22, y: 16 },
  { x: 22, y: 44 },
  { x: 36, y: 30 },
  { x: 44, y: 12 },
  { x: 44, y: 48 },
];

/** A side's players, shifted with the ball: the team follows play up and down the field. */
export function formationOf(side: 'home' | 'away', ball: Point): Point[] {
  const shift = (ball.x - 50) * 0.45;
  return SHAPE.map((spot, index) => {
    const x = side === 'home' ? spot.x + shift : 100 - spot.x + shift;
    const pull = index === 0 ? 0 : (ball.y - 30) * 0.25;
    return { x: Math.min(97, Math.max(3, x)), y: Math.min(57, Math.max(3, spot.y + pull)) };
  });
}

/** How a sport's match begins, the 2D view's caption before its first event. */
export type StartKind =
  | 'kickOff'
  | 'firstPitch'
  | 'firstBall'
  | 'tipOff'
  | 'faceOff'
  | 'firstServe'
  | 'throwOff'
  | 'start';

const START_KINDS: Record<string, StartKind> = {
  football: 'kickOff',
  'american-football': 'kickOff',
  baseball: 'firstPitch',
  cricket: 'firstBall',
  basketball: 'tipOff',
  'ice-hockey': 'faceOff',
  tennis: 'firstServe',
  'table-tennis': 'firstServe',
  volleyball: 'firstServe',
  handball: 'throwOff',
};

/** A baseball game starts with a pitch, not a kick-off; a sport not listed simply starts. */
export const startKindOf = (sportKey: string): StartKind => START_KINDS[sportKey] ?? 'start';
