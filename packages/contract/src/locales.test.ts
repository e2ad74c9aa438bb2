import { describe, expect, it } from 'vitest';
import { channels } from './realtime-protocol';
import { isRtl, localeFromAcceptLanguage } from './locales';

describe('Accept-Language negotiation', () => {
  it.each([
    [undefined, 'en'],
    ['', 'en'],
    ['de', 'de'],
    ['de-AT,de;q=0.9,en;q=0.5', 'de'],
    ['br', 'pt-BR'],
    ['pt-PT', 'pt-BR'],
    ['fr,ar;q=0.8', 'ar'],
    ['en;q=0.1,de;q=0.9', 'de'],
    ['xx-YY', 'en'],
    ['de;q=0', 'en'],
  ])('%s → %s', (header, locale) => {
    expect(localeFromAcceptLanguage(header)).toBe(locale);
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
