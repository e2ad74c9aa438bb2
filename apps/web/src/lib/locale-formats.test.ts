import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Amounts, numbers and dates are formatted by the page's locale everywhere (issue 15 §3: the
 * German page mixed "479,17 EUR" and "20.00 EUR"). Money goes through formatMoney with the
 * locale (or the account's formatBalance), dates through next-intl's formatter: this fails on a
 * call that formats without the locale.
 */
const SRC = path.resolve(__dirname, '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** The argument lists of every `name(` call, balanced over nested parentheses. */
function callsOf(text: string, name: string): string[] {
  const calls: string[] = [];
  for (let at = text.indexOf(`${name}(`); at >= 0; at = text.indexOf(`${name}(`, at + 1)) {
    if (/[\w.]/.test(text[at - 1] ?? '')) continue;
    let depth = 0;
    let end = at + name.length;
    for (; end < text.length; end += 1) {
      if (text[end] === '(') depth += 1;
      else if (text[end] === ')' && --depth === 0) break;
    }
    calls.push(text.slice(at + name.length + 1, end));
  }
  return calls;
}

/** Top-level commas of an argument list. */
function argumentCount(args: string): number {
  let depth = 0;
  let count = args.trim() ? 1 : 0;
  for (const char of args) {
    if ('([{'.includes(char)) depth += 1;
    else if (')]}'.includes(char)) depth -= 1;
    else if (char === ',' && depth === 0) count += 1;
  }
  return args.trim().endsWith(',') ? count - 1 : count;
}

const files = sourceFiles(SRC).map((file) => ({
  file: path.relative(SRC, file),
  text: readFileSync(file, 'utf8'),
}));

describe('locale formats', () => {
  it('finds the money formatting (the scan itself works)', () => {
    expect(files.flatMap(({ text }) => callsOf(text, 'formatMoney')).length).toBeGreaterThan(5);
  });

  it('formats money with the page locale', () => {
    const bare = files.flatMap(({ file, text }) =>
      callsOf(text, 'formatMoney')
        .filter((args) => argumentCount(args) < 3)
        .map((args) => `${file}: formatMoney(${args})`),
    );
    expect(bare).toEqual([]);
  });

  it('formats no number or date by hand or in the runtime default locale', () => {
    const handMade = files.flatMap(({ file, text }) =>
      [...text.matchAll(/\.(toFixed|toLocaleString|toLocaleDateString|toLocaleTimeString)\(\)/g)]
        .map((match) => `${file}: ${match[0]}`)
        .concat(
          [...text.matchAll(/\.toFixed\(/g)].map(
            () => `${file}: toFixed (use Intl via the locale)`,
          ),
        ),
    );
    expect(handMade).toEqual([]);
  });
});
