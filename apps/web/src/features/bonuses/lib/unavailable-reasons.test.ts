import { describe, expect, it } from 'vitest';
import { unavailableReasons } from './unavailable-reasons';

describe('why a bonus is not available to the player', () => {
  it('names a verified phone, then the countries it is offered in', () => {
    expect(unavailableReasons({ only_verified: true, country_codes: ['DE', 'AT'] })).toEqual([
      { key: 'verify' },
      { key: 'countries', countries: ['AT', 'DE'] },
    ]);
  });

  it('names only the conditions the campaign has', () => {
    expect(unavailableReasons({ only_verified: true, country_codes: [] })).toEqual([
      { key: 'verify' },
    ]);
    expect(unavailableReasons({ only_verified: false, country_codes: ['BR'] })).toEqual([
      { key: 'countries', countries: ['BR'] },
    ]);
    expect(unavailableReasons({ only_verified: false, country_codes: [] })).toEqual([]);
  });
});
