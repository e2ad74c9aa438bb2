import type { FeedEvent, FeedMarket } from '../provider';
import { priceOutright } from '../pricing/price-outright';
import { dayNumber, dayStart, localTime, weekOf, weekStartDay } from './calendar';
import type { CompetitorProfile } from './competitors/competitor-profile';
import { tourDraw } from './fixtures/tour-draw';
import { outrightIdOf, urnOf } from './ids';
import type { LeaguePlan } from './leagues/league-plan';
import { slugify } from './slug';

export interface OutrightWindow {
  firstDay: number;
  lastDay: number;
  seed: number;
}

interface Period {
  /** Part of the outright id: the season's year or the week. */
  key: number;
  label: string;
  start: number;
  end: number;
  field: CompetitorProfile[];
}

/** How much a rating edge is worth over a whole competition: seasons favour the best more. */
const SHARPNESS: Record<string, number> = { season: 2.6, stage: 2.2, simple_tournament: 2.0 };

/**
 * Outrights: the winner of each top league's season, of each ATP/WTA event running in the window
 * (a `stage`), and of each premier esports circuit's current season (a `simple_tournament`).
 */
export function buildOutrights(
  plans: LeaguePlan[],
  window: OutrightWindow,
): { events: FeedEvent[]; markets: FeedMarket[] } {
  const events: FeedEvent[] = [];
  const markets: FeedMarket[] = [];
  for (const plan of plans) {
    if (!plan.outright) continue;
    for (const period of periodsOf(plan, window)) {
      const id = outrightIdOf(
        plan.sportSlot,
        plan.category.id - plan.sport.id * 1000,
        plan.index,
        period.key,
      );
      const name = `${plan.tournament.names.en} ${period.label}`;
      events.push({
        id,
        urnId: urnOf(plan.sport.provider, plan.outright, id),
        type: plan.outright,
        sportId: plan.sport.id,
        categoryId: plan.category.id,
        tournamentId: plan.tournament.id,
        slug: `${plan.tournament.slug}-${slugify(period.label)}-winner`,
        names: { en: name },
        homeCompetitorId: null,
        awayCompetitorId: null,
        competitorIds: period.field.map((profile) => profile.competitor.id),
        startTime: period.start,
        endTime: period.end,
        status: 0,
        stadium: null,
        city: plan.format.kind === 'tour' ? plan.format.event.city : null,
        hasVideo: false,
        provider: plan.sport.provider,
      });
      const market = priceOutright({
        eventId: id,
        field: period.field.map(({ competitor, rating }) => ({ competitor, rating })),
        sharpness: SHARPNESS[plan.outright] ?? 2,
      });
      if (market) markets.push(market);
    }
  }
  return { events, markets };
}

function periodsOf(plan: LeaguePlan, window: OutrightWindow): Period[] {
  const date = new Date(dayStart(window.firstDay));
  const year = date.getUTCFullYear();
  const month = date.getUTCMonth();
  if (plan.outright === 'stage') {
    const periods: Period[] = [];
    for (let week = weekOf(window.firstDay); week <= weekOf(window.lastDay); week++) {
      const field = tourDraw(plan, window.seed, week);
      if (!field) continue;
      const monday = weekStartDay(week);
      const weekYear = new Date(dayStart(monday)).getUTCFullYear();
      periods.push({
        key: week,
        label: `W${week - weekOf(dayNumber(Date.UTC(weekYear, 0, 4))) + 1} ${weekYear}`,
        start: localTime(monday, 11 * 60, plan.utcOffset),
        end: localTime(monday + 6, 20 * 60, plan.utcOffset),
        field,
      });
    }
    return periods;
  }
  if (plan.outright === 'simple_tournament') {
    const quarter = Math.floor(month / 3);
    return [
      {
        key: (year % 25) * 4 + quarter,
        label: `${year} Season ${quarter + 1}`,
        start: Date.UTC(year, quarter * 3, 1),
        end: Date.UTC(year, quarter * 3 + 3, 1) - 3_600_000,
        field: plan.teams,
      },
    ];
  }
  if (plan.seasonStyle === 'calendar') {
    // March to November; after November the next season is already on offer.
    const seasonYear = month === 11 ? year + 1 : year;
    return [
      {
        key: seasonYear,
        label: `${seasonYear}`,
        start: Date.UTC(seasonYear, 2, 1, 12),
        end: Date.UTC(seasonYear, 10, 30, 22),
        field: plan.teams,
      },
    ];
  }
  // August to May; from June the coming season is on offer.
  const first = month >= 5 ? year : year - 1;
  return [
    {
      key: first,
      label: `${first}/${String((first + 1) % 100).padStart(2, '0')}`,
      start: Date.UTC(first, 7, 1, 12),
      end: Date.UTC(first + 1, 4, 31, 22),
      field: plan.teams,
    },
  ];
}
