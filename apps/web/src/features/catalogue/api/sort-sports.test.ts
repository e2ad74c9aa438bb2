import type { Sport } from '@sportsbook/contract';
import { describe, expect, it } from 'vitest';
import { sortSports } from './sort-sports';

function sport(id: number, key: string, name: string, priority: number): Sport {
  return {
    id,
    urnId: `sr:sport:${id}`,
    key,
    name,
    priority,
    type: 'regular',
    provider: 'betradar',
  };
}

describe('sortSports', () => {
  it('puts the highest priority first', () => {
    const sorted = sortSports(
      [
        sport(5, 'tennis', 'Tennis', 950),
        sport(1, 'football', 'Football', 1000),
        sport(2, 'basketball', 'Basketball', 900),
      ],
      'en',
    );
    expect(sorted.map((s) => s.key)).toEqual(['football', 'tennis', 'basketball']);
  });

  it('breaks ties by localized name, then by id', () => {
    const sorted = sortSports(
      [sport(3, 'b', 'Zeta', 10), sport(2, 'a', 'Älpha', 10), sport(1, 'c', 'Älpha', 10)],
      'de',
    );
    expect(sorted.map((s) => s.id)).toEqual([1, 2, 3]);
  });

  it('does not mutate its input', () => {
    const input = [sport(1, 'a', 'A', 1), sport(2, 'b', 'B', 2)];
    sortSports(input, 'en');
    expect(input.map((s) => s.id)).toEqual([1, 2]);
  });
});
