import { describe, expect, it } from 'vitest';
import { buildAlternates } from './alternates';

describe('buildAlternates', () => {
  it('links every locale and marks the current one canonical', () => {
    expect(buildAlternates('/sport/tennis', 'pt-BR', { localeInUrl: false })).toEqual({
      canonical: '/br/sport/tennis',
      languages: {
        en: '/sport/tennis',
        de: '/de/sport/tennis',
        'pt-BR': '/br/sport/tennis',
        ar: '/ar/sport/tennis',
        'en-AU': '/en-au/sport/tennis',
        'en-CA': '/en-ca/sport/tennis',
        'en-NZ': '/en-nz/sport/tennis',
        es: '/es/sport/tennis',
        fi: '/fi/sport/tennis',
        'fr-CA': '/fr-ca/sport/tennis',
        he: '/he/sport/tennis',
        it: '/it/sport/tennis',
        no: '/no/sport/tennis',
        tr: '/tr/sport/tennis',
        'x-default': '/sport/tennis',
      },
    });
  });

  it('prefixes the default locale when the locale must be in the URL', () => {
    const { canonical, languages } = buildAlternates('/sport', 'en', { localeInUrl: true });
    expect(canonical).toBe('/en/sport');
    expect(languages['x-default']).toBe('/en/sport');
  });
});
