import { describe, expect, it } from 'vitest';
import { toCamelCase, toSnakeCase } from './case';

describe('wire case mapping', () => {
  it('maps snake_case keys deeply to camelCase, arrays and nulls included', () => {
    const wire = {
      urn_id: 'sr:sport:1',
      last_page: 2,
      period_scores: [{ home_score: 1, period_key: null }],
    };
    expect(toCamelCase(wire)).toEqual({
      urnId: 'sr:sport:1',
      lastPage: 2,
      periodScores: [{ homeScore: 1, periodKey: null }],
    });
  });

  it('maps camelCase back to snake_case, round-tripping wire objects', () => {
    const wire = { match_urn_id: 'x', outcomes: [{ outcome_id: '1', odds: 1.5 }], is_vip: false };
    expect(toSnakeCase(toCamelCase(wire))).toEqual(wire);
  });

  it('leaves values alone: strings with underscores, dates, numbers', () => {
    const at = new Date(0);
    expect(toCamelCase({ sport_key: 'ice_hockey', created_at: at })).toEqual({
      sportKey: 'ice_hockey',
      createdAt: at,
    });
  });
});
