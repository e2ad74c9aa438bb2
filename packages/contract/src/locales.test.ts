import { describe, expect, it } from 'vitest';
import { channels } from './realtime-protocol';
import {
  LOCALES,
  LOCALE_URL_SEGMENTS,
  catalogueLocaleOf,
  isRtl,
  localeFromAcceptLanguage,
  matchLocale,
} from './locales';

describe('Accept-Language negotiation', () => {
  it.each([
    [undefined, 'en'],
    ['', 'en'],
    ['de', 'de'],
    ['de-AT,de;q=0.9,en;q=0.5', 'de'],
    ['br', 'pt-BR'],
    ['pt-PT', 'pt-BR'],
    ['sv,ar;q=0.8', 'ar'],
    ['en;q=0.1,de;q=0.9', 'de'],
    ['xx-YY', 'en'],
    ['de;q=0', 'en'],
    ['pt', 'pt-BR'],
    ['en-GB', 'en'],
    ['en-US,en;q=0.9', 'en'],
    ['en-AU', 'en-AU'],
    ['en-nz', 'en-NZ'],
    ['en-CA,fr-CA;q=0.8', 'en-CA'],
    ['fr-CA', 'fr-CA'],
    ['fr-FR,fr;q=0.9', 'fr-CA'],
    ['fr', 'fr-CA'],
    ['nb-NO,nb;q=0.9', 'no'],
    ['nn', 'no'],
    ['no', 'no'],
    ['es-MX', 'es'],
    ['es-419', 'es'],
    ['fi-FI', 'fi'],
    ['it-CH', 'it'],
    ['he-IL', 'he'],
    ['iw', 'he'],
    ['tr-TR', 'tr'],
    // sr would be sr-ME, which is not supported: the next accepted language, then the default.
    ['sr', 'en'],
    ['sr-ME,de;q=0.5', 'de'],
    ['*', 'en'],
  ])('%s → %s', (header, locale) => {
    expect(localeFromAcceptLanguage(header)).toBe(locale);
  });

  it('has at least twelve locales with distinct lower-case URL segments', () => {
    expect(LOCALES.length).toBeGreaterThanOrEqual(12);
    const segments = LOCALES.map((locale) => LOCALE_URL_SEGMENTS[locale]);
    expect(new Set(segments).size).toBe(LOCALES.length);
    for (const segment of segments) expect(segment).toMatch(/^[a-z]{2}(-[a-z]{2})?$/);
    expect(LOCALE_URL_SEGMENTS['pt-BR']).toBe('br');
  });

  it('reads URL segments and underscores as locales', () => {
    expect(matchLocale('br')).toBe('pt-BR');
    expect(matchLocale('fr-ca')).toBe('fr-CA');
    expect(matchLocale('en_AU')).toBe('en-AU');
  });

  it('names the catalogue in English for English variants and unnamed languages', () => {
    expect(catalogueLocaleOf('en-AU')).toBe('en');
    expect(catalogueLocaleOf('fi')).toBe('en');
    expect(catalogueLocaleOf('de')).toBe('de');
    expect(catalogueLocaleOf('pt-BR')).toBe('pt-BR');
  });

  it('knows the right-to-left languages', () => {
    expect(['ar', 'he', 'fa-IR', 'ur'].every(isRtl)).toBe(true);
    expect(['en', 'de', 'pt-BR'].some(isRtl)).toBe(false);
  });

  it('names the public channel of pt-BR "pt" (account-platform §7.3)', () => {
    expect(channels.publicLocale('pt-BR')).toBe('public:pt');
    expect(channels.publicLocale('de')).toBe('public:de');
  });
});

describe('public channels', () => {
  it('are one per catalogue language', () => {
    expect(channels.publicLocale('fi')).toBe('public:en');
    expect(channels.publicLocale('en-AU')).toBe('public:en');
    expect(channels.publicLocale('ar')).toBe('public:ar');
  });
});
