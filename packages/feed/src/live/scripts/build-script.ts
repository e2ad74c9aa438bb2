import { createRandom, seedFrom } from '@sportsbook/domain';
import type { MatchModel } from '../../pricing/match-model';
import type { MatchScript } from '../live-state';
import { baseballScript, cricketScript } from './innings-script';
import { mapsScript } from './maps-script';
import { rallyScript } from './rally-script';
import { tennisScript } from './tennis-script';
import { timedRules, timedScript } from './timed-script';

/**
 * The whole match drawn at once from (seed, match id): the same match plays the same way in every
 * process and at every step size.
 */
export function buildScript(options: {
  seed: number;
  eventId: number;
  sportKey: string;
  model: MatchModel;
}): MatchScript {
  const random = createRandom(seedFrom(options.seed, `live:${options.eventId}`));
  const { model } = options;
  switch (model.kind) {
    case 'tennis':
      return tennisScript(model, random);
    case 'rally':
      return rallyScript(model, random);
    case 'maps':
      return mapsScript(model, options.sportKey, random);
    case 'baseball':
      return baseballScript(model, random);
    case 'cricket':
      return cricketScript(model, random);
    default: {
      const rules = timedRules(options.sportKey, model);
      if (!rules) throw new Error(`no live rules for ${options.sportKey}`);
      return timedScript(rules, random);
    }
  }
}
