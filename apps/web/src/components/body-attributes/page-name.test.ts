import { describe, expect, it } from 'vitest';
import { pageName } from './page-name';

describe('body data-page (account-platform §2.4)', () => {
  it.each([
    ['/sport', 'home'],
    ['/de/sport', 'home'],
    ['/br/sport/live', 'live'],
    ['/sport/users/sign-in', 'users-sign-in'],
    ['/ar/sport/football', 'sport'],
    ['/sport/football/premier-league', 'event'],
    ['/sport/football/premier-league/extra', 'event'],
    ['/de/impressum', 'other'],
  ])('%s is %s', (path, name) => {
    expect(pageName(path)).toBe(name);
  });
});
