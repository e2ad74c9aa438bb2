import { WILDCARD_ALLOWED_EMBED_MESSAGES } from '@sportsbook/contract/browser';
import type { IncomingEmbedName } from '@sportsbook/contract/browser';

/**
 * Whether a host message from `origin` is obeyed (account-platform §6, decision 039): only from
 * the configured host origins (exact, or `scheme://*.domain[:port]` for its subdomains). A `*`
 * in the list is honoured only for the session-initialising and token-setting messages, whose
 * signed token proves who sent them; anything else from an unlisted origin is ignored.
 */
export function acceptsHostMessage(
  origin: string,
  name: IncomingEmbedName,
  allowed: readonly string[],
): boolean {
  if (allowed.some((entry) => entry !== '*' && originMatches(origin, entry))) return true;
  return allowed.includes('*') && WILDCARD_ALLOWED_EMBED_MESSAGES.includes(name);
}

function originMatches(origin: string, entry: string): boolean {
  if (origin === entry) return true;
  const wildcard = /^(https?:\/\/)\*\.([^:/]+)(:\d+)?$/i.exec(entry);
  if (!wildcard) return false;
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return false;
  }
  const [, scheme = '', domain = '', port = ''] = wildcard;
  return (
    `${url.protocol}//` === scheme.toLowerCase() &&
    url.hostname.endsWith(`.${domain.toLowerCase()}`) &&
    (url.port ? `:${url.port}` : '') === port
  );
}
