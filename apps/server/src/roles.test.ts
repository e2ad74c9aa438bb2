import { describe, expect, it } from 'vitest';
import { parseRoles } from './roles';

describe('ROLE switch', () => {
  it('"all" enables every role', () => {
    expect([...parseRoles('all')].sort()).toEqual(['api', 'feed', 'realtime', 'web', 'worker']);
  });

  it('accepts any comma-separated subset, with spaces', () => {
    expect([...parseRoles('web, api')]).toEqual(['web', 'api']);
  });

  it.each([
    ['', /at least one role/],
    ['web,cook', /unknown role "cook"/],
    ['all,web', /cannot be combined/],
  ])('refuses %j', (value, message) => {
    expect(() => parseRoles(value)).toThrow(message);
  });
});
