import type { FastifyPluginAsync } from 'fastify';
import { idParamSchema } from '@sportsbook/contract';
import type { RaceCardWire, RacingOverviewWire } from '@sportsbook/contract';
import { getRace, listRaces } from '@sportsbook/db';
import type { RaceWithStatus } from '@sportsbook/db';
import type { RacingProvider } from '@sportsbook/feed';
import { notFound } from '../../../errors';
import { raceCardWire, raceDisciplineOf, raceSummary } from '../../../services/racing/racing-wire';

const HOUR_MS = 3_600_000;
/** The next-to-go strip: the next races still open, in start order. */
const NEXT_TO_GO = 6;
/** Latest results per discipline. */
const RESULTS = 8;

/**
 * Horse racing (issue 22, decision 048) and greyhounds (decision 068), behind
 * isHorseRacingEnabled and isGreyhoundRacingEnabled, each race marked with its discipline:
 * GET /sportsbook/api/v2/racing — the meetings of the day around (a course's races of several
 * sessions are one meeting), the next to go across both and the latest results;
 * GET /sportsbook/api/v2/racing/races/:id — a race's card with prices, status and result.
 */
export const racingRoutes: FastifyPluginAsync = async (app) => {
  const enabled = () => {
    if (!app.config.HORSE_RACING_ENABLED && !app.config.GREYHOUND_RACING_ENABLED)
      throw notFound('Racing is not offered');
  };
  /** A discipline switched off is not served, whatever races of it are stored. */
  const offered = (race: RaceWithStatus) =>
    raceDisciplineOf(race) === 'greyhound'
      ? app.config.GREYHOUND_RACING_ENABLED
      : app.config.HORSE_RACING_ENABLED;

  app.get('/racing', async (): Promise<RacingOverviewWire> => {
    enabled();
    // The feed's clock where this process runs the feed (it runs ahead of the wall clock at
    // FEED_SPEED > 1, and the schedule rolls with it); the wall clock elsewhere.
    const feed = app.feed?.providers.find((p): p is RacingProvider => 'races' in p);
    const now = feed?.simulatedNow ?? Date.now();
    const races = await listRaces(
      app.database.db,
      { from: new Date(now - 12 * HOUR_MS), to: new Date(now + 24 * HOUR_MS) },
      false,
    );
    const summaries = races.filter(offered).map((race) => ({ race, summary: raceSummary(race) }));
    const meetings = new Map<number, RacingOverviewWire['meetings'][number]>();
    for (const { race, summary } of summaries) {
      const meeting = meetings.get(race.card.meetingId) ?? {
        id: race.card.meetingId,
        discipline: summary.discipline,
        course: race.card.course,
        country_code: race.card.countryCode,
        going: race.card.going,
        races: [],
      };
      meeting.races.push(summary);
      meetings.set(race.card.meetingId, meeting);
    }
    return {
      is_horse_racing_enabled: app.config.HORSE_RACING_ENABLED,
      is_greyhound_racing_enabled: app.config.GREYHOUND_RACING_ENABLED,
      meetings: [...meetings.values()],
      next_to_go: summaries
        .map((s) => s.summary)
        .filter((s) => s.status === 'open')
        .slice(0, NEXT_TO_GO),
      // The latest of each discipline: greyhounds run every five minutes and would fill the list.
      results: (['horse', 'greyhound'] as const).flatMap((discipline) =>
        summaries
          .map((s) => s.summary)
          .filter((s) => s.status === 'finished' && s.discipline === discipline)
          .reverse()
          .slice(0, RESULTS),
      ),
    };
  });

  app.get(
    '/racing/races/:id',
    { schema: { params: idParamSchema } },
    async (request): Promise<RaceCardWire> => {
      enabled();
      const { id } = request.params as { id: number };
      const race = await getRace(app.database.db, id);
      if (!race || !offered(race)) throw notFound(`No race ${id}`);
      return raceCardWire(race);
    },
  );
};
