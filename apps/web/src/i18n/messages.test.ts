import { LOCALES } from '@sportsbook/contract/browser';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import {
  ALL_MESSAGES,
  FULL_MESSAGE_FILES,
  OVERRIDE_FILES,
  flatten,
  overridesOf,
} from './message-files';

/**
 * Fails on any missing key in any locale (account-platform §8): each locale's messages, as the
 * app loads them, have exactly en's keys, the same ICU arguments (names and kinds), and real
 * translations. When another branch adds a key to en, this lists the locales that still lack it.
 */
function argumentsOf(message: string): string[] {
  const found: string[] = [];
  const walk = (elements: MessageFormatElement[]) => {
    for (const element of elements) {
      if (element.type === TYPE.argument) found.push(`${element.value}`);
      else if (element.type === TYPE.number) found.push(`${element.value}:number`);
      else if (element.type === TYPE.date || element.type === TYPE.time) {
        found.push(`${element.value}:${element.type === TYPE.date ? 'date' : 'time'}`);
      } else if (element.type === TYPE.plural || element.type === TYPE.select) {
        found.push(`${element.value}:${element.type === TYPE.plural ? 'plural' : 'select'}`);
        for (const option of Object.values(element.options)) walk(option.value);
      } else if (element.type === TYPE.tag) walk(element.children);
    }
  };
  walk(parse(message));
  return [...new Set(found)].sort();
}

const reference = flatten(ALL_MESSAGES.en);
const ENGLISH = new Set(['en', 'en-AU', 'en-CA', 'en-NZ']);

describe('messages', () => {
  it('has the keys the spec names for the error page', () => {
    expect(reference.get('page.error.description')).toBeTruthy();
    expect(reference.get('page.error.home-button.title')).toBe('Go to home page');
  });

  it('has a message file or English overrides for every locale, and no stray file', () => {
    const files = [...FULL_MESSAGE_FILES, ...OVERRIDE_FILES].sort();
    expect(files).toEqual([...LOCALES].sort());
    expect(LOCALES.length).toBeGreaterThanOrEqual(12);
  });

  for (const locale of LOCALES.filter((l) => l !== 'en')) {
    describe(locale, () => {
      const flat = flatten(ALL_MESSAGES[locale]);

      it('has exactly the keys of en', () => {
        const missing = [...reference.keys()].filter((key) => !flat.has(key));
        const extra = [...flat.keys()].filter((key) => !reference.has(key));
        expect({ missing, extra }).toEqual({ missing: [], extra: [] });
      });

      it('has no empty strings and the same ICU arguments as en', () => {
        for (const [key, english] of reference) {
          const translated = flat.get(key) ?? '';
          expect(translated.trim(), key).not.toBe('');
          expect(argumentsOf(translated), key).toEqual(argumentsOf(english));
        }
      });

      if (!ENGLISH.has(locale)) {
        it('is actually translated, not copied from en', () => {
          const same = [...reference].filter(([key, value]) => flat.get(key) === value);
          // Brand names, loanwords ("Esports", "Cash out") and formats ("Ref. {id}") may stay:
          // a few percent of the keys, never whole namespaces copied from en.
          expect(same.length, same.map(([key]) => key).join(', ')).toBeLessThan(
            reference.size * 0.04,
          );
        });
      }
    });
  }

  it.each(OVERRIDE_FILES)('%s overrides only keys en has, each with a different text', (name) => {
    const overrides = flatten(overridesOf(name));
    expect(overrides.size).toBeGreaterThan(0);
    for (const [key, value] of overrides) {
      expect(reference.has(key), `${name}: ${key} is not in en`).toBe(true);
      expect(value, `${name}: ${key} repeats en`).not.toBe(reference.get(key));
    }
  });
});
