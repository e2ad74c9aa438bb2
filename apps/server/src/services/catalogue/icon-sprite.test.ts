import { describe, expect, it } from 'vitest';
import { SPORT_ICON_KEYS } from '@sportsbook/contract';
import {
  generateCatalogue,
  GREYHOUND_RACING_SPORT_KEY,
  HORSE_RACING_SPORT_KEY,
  LOTTERY_SPORT_KEY,
  VIRTUAL_FOOTBALL_SPORT_KEY,
  VIRTUAL_RACING_SPORT_KEY,
} from '@sportsbook/feed';
import { iconSprite } from './icon-sprite';

describe('the icon sprite', () => {
  it('has an icon for every sport the feed serves, the verticals included', () => {
    const keys = [
      ...generateCatalogue({ seed: 1, now: Date.UTC(2026, 10, 25) }).sports.map((s) => s.key),
      HORSE_RACING_SPORT_KEY,
      GREYHOUND_RACING_SPORT_KEY,
      LOTTERY_SPORT_KEY,
      VIRTUAL_FOOTBALL_SPORT_KEY,
      VIRTUAL_RACING_SPORT_KEY,
    ];
    const listed: readonly string[] = SPORT_ICON_KEYS;
    expect(keys.filter((key) => !listed.includes(key))).toEqual([]);
  });

  it('draws every key of the contract’s list, and the generic ball', () => {
    const sprite = iconSprite();
    for (const key of [...SPORT_ICON_KEYS, 'default'])
      expect(sprite).toContain(`id="sport-${key}"`);
  });
});
