import { describe, expect, it } from 'vitest';
import { leagueLabel } from './league-label';

describe('league labels', () => {
  it('tell apart leagues of the same name in different countries', () => {
    const england = { name: 'Premier League', category: { name: 'England', countryCode: 'GB' } };
    const pakistan = { name: 'Premier League', category: { name: 'Pakistan', countryCode: 'PK' } };
    expect(leagueLabel(england)).toBe('Premier League · England');
    expect(leagueLabel(england)).not.toBe(leagueLabel(pakistan));
  });
});
