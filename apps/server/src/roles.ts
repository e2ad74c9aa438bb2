/**
 * One code base, several roles (DESIGN §2). `all` runs everything in one process; a deployment can
 * split them, e.g. `web,api` behind a load balancer, `realtime` nodes joined by Redis, one `feed`
 * leader and `worker`s for settlement.
 */
export const ROLES = ['web', 'api', 'realtime', 'feed', 'worker'] as const;
export type Role = (typeof ROLES)[number];

export function parseRoles(value: string): ReadonlySet<Role> {
  const names = value
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  if (names.length === 0) throw new Error('must name at least one role');
  if (names.includes('all')) {
    if (names.length > 1) throw new Error('"all" cannot be combined with other roles');
    return new Set(ROLES);
  }
  const unknown = names.filter((name) => !(ROLES as readonly string[]).includes(name));
  if (unknown.length > 0) {
    throw new Error(
      `unknown role "${unknown.join(', ')}"; use "all" or any of ${ROLES.join(', ')}`,
    );
  }
  return new Set(names as Role[]);
}
