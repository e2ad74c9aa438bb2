import compile from 'icu-minify/compile';
import format from 'icu-minify/format';
import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import { ALL_MESSAGES } from './message-files';

/**
 * The build precompiles the messages and formats them with use-intl's small formatter instead of
 * the ICU parser (next.config.ts). Every message must read the same either way.
 */
type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Array<[string, string]> {
  return Object.entries(tree).flatMap(([key, value]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    return typeof value === 'string' ? [[path, value] as [string, string]] : flatten(value, path);
  });
}

const formatters = {
  getDateTimeFormat: (...args: ConstructorParameters<typeof Intl.DateTimeFormat>) =>
    new Intl.DateTimeFormat(...args),
  getNumberFormat: (...args: ConstructorParameters<typeof Intl.NumberFormat>) =>
    new Intl.NumberFormat(...args),
  getPluralRules: (...args: ConstructorParameters<typeof Intl.PluralRules>) =>
    new Intl.PluralRules(...args),
};

const MESSAGES = ALL_MESSAGES as Record<string, Tree>;

describe('precompiled messages', () => {
  for (const [locale, messages] of Object.entries(MESSAGES)) {
    it(`format like the ICU parser in ${locale}`, () => {
      let plurals = 0;
      for (const [key, message] of flatten(messages)) {
        const counts = new Set(
          [...message.matchAll(/\{\s*(\w+)\s*,\s*plural/g)].map((match) => match[1]),
        );
        plurals += counts.size;
        const names = [...message.matchAll(/\{\s*(\w+)\s*[,}]/g)].map((match) => match[1] ?? '');
        for (const count of [0, 1, 2, 3, 11, 100]) {
          const values = Object.fromEntries(
            names.map((name) => [name, counts.has(name) ? count : `«${name}»`]),
          );
          const expected = new IntlMessageFormat(message, locale).format(values);
          const actual = format(compile(message), locale, values, { formatters });
          expect([actual].flat().join(''), `${key} with ${count}`).toBe([expected].flat().join(''));
        }
      }
      expect(plurals).toBeGreaterThan(0);
    });
  }
});
