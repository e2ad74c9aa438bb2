import { describe, expect, it } from 'vitest';
import ar from '../../messages/ar.json';
import de from '../../messages/de.json';
import en from '../../messages/en.json';
import ptBR from '../../messages/pt-BR.json';

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of flatten(value, path)) out.set(k, v);
  }
  return out;
}

/** Placeholder names such as `sport` in `{sport}` or `count` in `{count, plural, …}`. */
function placeholders(message: string): string[] {
  return [...message.matchAll(/\{\s*([a-zA-Z_]\w*)\s*[,}]/g)].map((m) => m[1] ?? '').sort();
}

const reference = flatten(en);
const translations = { de, 'pt-BR': ptBR, ar } as Record<string, Tree>;

describe('messages', () => {
  it('has the keys the spec names for the error page', () => {
    expect(reference.get('page.error.description')).toBeTruthy();
    expect(reference.get('page.error.home-button.title')).toBe('Go to home page');
  });

  for (const [locale, messages] of Object.entries(translations)) {
    describe(locale, () => {
      const flat = flatten(messages);

      it('has exactly the keys of en', () => {
        expect([...flat.keys()].sort()).toEqual([...reference.keys()].sort());
      });

      it('has no empty strings and keeps every placeholder', () => {
        for (const [key, english] of reference) {
          const translated = flat.get(key) ?? '';
          expect(translated.trim(), key).not.toBe('');
          expect(new Set(placeholders(translated)), key).toEqual(new Set(placeholders(english)));
        }
      });
    });
  }

  it('is actually translated, not copied from en', () => {
    for (const [locale, messages] of Object.entries(translations)) {
      const flat = flatten(messages);
      const same = [...reference].filter(([key, value]) => flat.get(key) === value);
      // Brand names and words such as "Live" may stay; most strings must differ.
      expect(same.length, `${locale}: ${same.map(([k]) => k).join(', ')}`).toBeLessThan(5);
    }
  });
});
