import 'server-only';
import { cookies } from 'next/headers';
import { getWebConfig } from './config.server';

/**
 * Whether the browser sent a session cookie. It is HttpOnly, so only the server can tell; the
 * page then knows whether to load a profile (and shows a placeholder instead of "Sign In" while
 * it does). Its validity is the platform API's business.
 */
export async function hasSessionCookie(): Promise<boolean> {
  return (await cookies()).has(getWebConfig().sessionCookieName);
}
