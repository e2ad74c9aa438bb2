import { splitLocalePath } from '../../lib/locale-path';

/** Pages under /sport named by their first segment (the route table, account-platform §2.1). */
const NAMED_PAGES = new Set([
  'live',
  'results',
  'schedule',
  'favorites',
  'search',
  'bets-history',
  'users',
  'blocked',
  'locked',
  'promotions',
  'general-rules',
  'about',
  'terms',
  'help',
  'responsible-gambling',
  'privacy',
  'demo-mailbox',
  'payments',
  '404',
  '500',
]);

/**
 * The body's `data-page` (account-platform §2.4): `home`, a named page (`live`, `results`,
 * `users-sign-in` …), `sport` for /sport/<sport>, `event` for /sport/<sport>/<league or match>,
 * `other` outside /sport. Operators' stylesheets and tag rules select on it.
 */
export function pageName(pathname: string): string {
  const [root, first, ...rest] = splitLocalePath(pathname).path.split('/').filter(Boolean);
  if (root !== 'sport') return 'other';
  if (!first) return 'home';
  if (NAMED_PAGES.has(first)) return [first, ...rest].join('-').replace(/[^a-z0-9-]/gi, '');
  return rest.length === 0 ? 'sport' : 'event';
}
