import 'server-only';
import { headers } from 'next/headers';
import { getWebConfig } from './config.server';

/**
 * The public origin for absolute links (canonical, hreflang, Open Graph): SITE_URL when set,
 * otherwise what the request says, so one build works behind any host name or proxy.
 */
export async function getSiteUrl(): Promise<string> {
  const configured = getWebConfig().siteUrl;
  if (configured) return configured;
  const list = await headers();
  const host = first(list.get('x-forwarded-host')) ?? list.get('host') ?? 'localhost';
  const proto =
    first(list.get('x-forwarded-proto')) ?? (host.startsWith('localhost') ? 'http' : 'https');
  return `${proto}://${host}`;
}

function first(value: string | null): string | undefined {
  return value?.split(',')[0]?.trim() || undefined;
}
