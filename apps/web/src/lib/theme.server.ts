import 'server-only';
import { cookies } from 'next/headers';
import { THEME_COOKIE, parseTheme, type Theme } from './theme';

/** The theme the player chose last (cookie), dark by default. */
export async function getTheme(): Promise<Theme> {
  return parseTheme((await cookies()).get(THEME_COOKIE)?.value);
}
