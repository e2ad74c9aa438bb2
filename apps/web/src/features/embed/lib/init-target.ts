/**
 * /sport/init-sportsbook (account-platform §2.1, decision 050): where the frame goes once the
 * session is started. Only a page of ours (`/sport…`, no `//host`, no scheme, no backslash) is
 * followed, so the route cannot be used to send a player to another site; anything else goes
 * to the sportsbook's home.
 */
export function initTarget(raw: unknown): string {
  if (typeof raw !== 'string' || raw.length > 500) return '/sport';
  if (!/^\/sport(?:[/?#]|$)/.test(raw) || /[\\\s]/.test(raw) || raw.includes('//')) {
    return '/sport';
  }
  return raw;
}

/** A host token as the exchange takes it: base64url payload "." base64url MAC (decision 039). */
export function initToken(raw: unknown): string | undefined {
  return typeof raw === 'string' && /^[\w-]{10,4000}\.[\w-]{10,200}$/.test(raw) ? raw : undefined;
}
