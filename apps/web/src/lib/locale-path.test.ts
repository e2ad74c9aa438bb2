import { describe, expect, it } from 'vitest';
import {
  isExternalHref,
  localePrefix,
  localizeHref,
  splitLocalePath,
  switchLocaleHref,
} from './locale-path';

const asNeeded = { localeInUrl: false };
const always = { localeInUrl: true };

describe('isExternalHref', () => {
  it.each([
    'http://example.com',
    'https://example.com/sport',
    'HTTPS://EXAMPLE.COM',
    'sms:+4912345',
    'mailto:help@example.com',
    'tel:+123',
    '//cdn.example.com/x.png',
  ])('treats %s as external', (href) => {
    expect(isExternalHref(href)).toBe(true);
  });

  it.each(['/sport', '/de/sport', '#signIn', '?page=2', 'football', ''])(
    'treats %s as internal',
    (href) => {
      expect(isExternalHref(href)).toBe(false);
    },
  );
});

describe('localePrefix', () => {
  it('omits the default locale in "as needed" mode and maps pt-BR to br', () => {
    expect(localePrefix('en', asNeeded)).toBe('');
    expect(localePrefix('de', asNeeded)).toBe('/de');
    expect(localePrefix('pt-BR', asNeeded)).toBe('/br');
    expect(localePrefix('ar', asNeeded)).toBe('/ar');
  });

  it('prefixes the default locale too in "always" mode', () => {
    expect(localePrefix('en', always)).toBe('/en');
    expect(localePrefix('pt-BR', always)).toBe('/br');
  });
});

describe('localizeHref', () => {
  it('prefixes internal paths for non-default locales', () => {
    expect(localizeHref('/sport', 'de', asNeeded)).toBe('/de/sport');
    expect(localizeHref('/sport/football', 'pt-BR', asNeeded)).toBe('/br/sport/football');
    expect(localizeHref('/sport?time=today#top', 'ar', asNeeded)).toBe('/ar/sport?time=today#top');
  });

  it('leaves the default locale unprefixed unless the locale must be in the URL', () => {
    expect(localizeHref('/sport', 'en', asNeeded)).toBe('/sport');
    expect(localizeHref('/sport', 'en', always)).toBe('/en/sport');
  });

  it('maps the root path to the bare prefix', () => {
    expect(localizeHref('/', 'de', asNeeded)).toBe('/de');
    expect(localizeHref('/', 'en', asNeeded)).toBe('/');
  });

  it('never touches external links', () => {
    for (const href of [
      'https://example.com/sport',
      'http://x.y',
      'sms:123',
      'mailto:a@b.c',
      '//x.y/z',
    ]) {
      expect(localizeHref(href, 'de', always)).toBe(href);
    }
  });

  it('leaves fragment-only, query-only and relative links alone', () => {
    expect(localizeHref('#signIn', 'de', asNeeded)).toBe('#signIn');
    expect(localizeHref('?page=2', 'de', asNeeded)).toBe('?page=2');
    expect(localizeHref('football', 'de', asNeeded)).toBe('football');
  });

  it('does not prefix a path twice', () => {
    expect(localizeHref('/de/sport', 'de', asNeeded)).toBe('/de/sport');
    expect(localizeHref('/br/sport', 'ar', asNeeded)).toBe('/br/sport');
  });

  it('does not mistake a segment that merely starts like a locale for one', () => {
    expect(localizeHref('/deals', 'de', asNeeded)).toBe('/de/deals');
    expect(localizeHref('/brazil', 'pt-BR', asNeeded)).toBe('/br/brazil');
  });
});

describe('splitLocalePath', () => {
  it('recognises URL segments, not locale codes', () => {
    expect(splitLocalePath('/br/sport/football')).toEqual({
      locale: 'pt-BR',
      path: '/sport/football',
    });
    expect(splitLocalePath('/de')).toEqual({ locale: 'de', path: '/' });
    expect(splitLocalePath('/sport')).toEqual({ locale: undefined, path: '/sport' });
    expect(splitLocalePath('/pt-BR/sport')).toEqual({ locale: undefined, path: '/pt-BR/sport' });
  });
});

describe('switchLocaleHref', () => {
  it('rewrites the locale segment and keeps query string and hash', () => {
    expect(switchLocaleHref('/sport/football?date=today#live', 'de', asNeeded)).toBe(
      '/de/sport/football?date=today#live',
    );
    expect(switchLocaleHref('/de/sport?x=1#h', 'pt-BR', asNeeded)).toBe('/br/sport?x=1#h');
    expect(switchLocaleHref('/br/sport#h', 'en', asNeeded)).toBe('/sport#h');
    expect(switchLocaleHref('/ar/sport', 'en', always)).toBe('/en/sport');
  });

  it('keeps absolute URLs absolute', () => {
    expect(switchLocaleHref('https://bet.example/de/sport/tennis?a=b#c', 'ar', asNeeded)).toBe(
      'https://bet.example/ar/sport/tennis?a=b#c',
    );
    expect(switchLocaleHref('http://localhost:3000/sport', 'pt-BR', asNeeded)).toBe(
      'http://localhost:3000/br/sport',
    );
  });

  it('switches the root of a locale to the root of another', () => {
    expect(switchLocaleHref('/de', 'en', asNeeded)).toBe('/');
    expect(switchLocaleHref('/', 'ar', asNeeded)).toBe('/ar');
  });
});
