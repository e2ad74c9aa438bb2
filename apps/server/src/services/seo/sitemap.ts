import { DEFAULT_LOCALE, LOCALES, LOCALE_URL_SEGMENTS, type Locale } from '@sportsbook/contract';
import type { SitemapPage } from '@sportsbook/db';

/**
 * The sitemap protocol's limit of URLs in one file (sitemaps.org). Each page is listed once per
 * locale, so at most this many divided by the locales are pages.
 */
export const SITEMAP_MAX_URLS = 50_000;

/** Pages that are not in the catalogue tables but are worth indexing. */
export const STATIC_SITEMAP_PATHS = ['/sport', '/sport/live', '/sport/results', '/sport/schedule'];

export interface BuildSitemapOptions {
  /** The site's origin, e.g. https://bet.example.com (no trailing slash). */
  origin: string;
  localeInUrl: boolean;
  /** Catalogue pages (sports, leagues, matches) in the order they should be kept. */
  pages: SitemapPage[];
}

/** The path of a page in one locale, as the web's proxy serves it (`/de/sport/…`, `/br/…`). */
export function localizedPath(path: string, locale: Locale, localeInUrl: boolean): string {
  if (locale === DEFAULT_LOCALE && !localeInUrl) return path;
  return `/${LOCALE_URL_SEGMENTS[locale]}${path}`;
}

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * sitemap.xml with every page in every locale, each `<url>` carrying the hreflang alternates of
 * all locales and x-default (Google's "sitemap" method of declaring localized versions).
 */
export function buildSitemap(options: BuildSitemapOptions): string {
  const { origin, localeInUrl } = options;
  const pages: Array<{ path: string; lastmod?: Date }> = [
    ...STATIC_SITEMAP_PATHS.map((path) => ({ path })),
    ...options.pages.map((page) => ({
      path: `/sport/${encodeURIComponent(page.sportKey)}${page.slug ? `/${encodeURIComponent(page.slug)}` : ''}`,
      ...(page.updatedAt ? { lastmod: page.updatedAt } : {}),
    })),
  ].slice(0, Math.floor(SITEMAP_MAX_URLS / LOCALES.length));
  const url = (path: string, locale: Locale) =>
    escapeXml(`${origin}${localizedPath(path, locale, localeInUrl)}`);
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
  ];
  for (const page of pages) {
    const alternates = [
      ...LOCALES.map(
        (locale) =>
          `<xhtml:link rel="alternate" hreflang="${locale}" href="${url(page.path, locale)}"/>`,
      ),
      `<xhtml:link rel="alternate" hreflang="x-default" href="${url(page.path, DEFAULT_LOCALE)}"/>`,
    ].join('');
    const lastmod = page.lastmod ? `<lastmod>${page.lastmod.toISOString()}</lastmod>` : '';
    for (const locale of LOCALES) {
      lines.push(`<url><loc>${url(page.path, locale)}</loc>${lastmod}${alternates}</url>`);
    }
  }
  lines.push('</urlset>');
  return `${lines.join('\n')}\n`;
}

/** robots.txt: pages open, private and API paths closed, and where the sitemap is. */
export function buildRobots(origin: string): string {
  const closed = ['/sportsbook/api/', '/platform/api/', '/payments/api/', '/realtime'];
  const privatePages = ['/users/', '/bets-history', '/demo-mailbox', '/payments/', '/dev/'];
  const lines = ['User-agent: *', 'Allow: /'];
  for (const path of closed) lines.push(`Disallow: ${path}`);
  for (const page of privatePages) {
    lines.push(`Disallow: /sport${page}`, `Disallow: /*/sport${page}`);
  }
  lines.push('', `Sitemap: ${origin}/sitemap.xml`, '');
  return lines.join('\n');
}
