import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * One API client (issue 17 §1): no web file but the client's fetches our API or spells one of
 * its paths; every URL comes from the contract's endpoint table through lib/api-fetch.ts (the
 * browser) or lib/api-server.server.ts (server components). Comments may name paths (they
 * document which call a function makes); code may not.
 */
const SRC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Files allowed what the rule forbids, and why. */
const ALLOWED: Record<string, string> = {
  'lib/api-fetch.ts': 'the browser’s API client',
  'lib/api-server.server.ts': 'the server components’ API client',
  // Next reads the proxy's matcher statically: it must be a literal, it cannot import the table.
  'proxy.ts': 'the proxy matcher keeps API paths out of the page proxy',
};

const RULES: { name: string; pattern: RegExp }[] = [
  // A call of the global fetch, however reached; `router.prefetch(` and `query.refetch(` are not.
  { name: 'fetch(', pattern: /(?:^|[^\w.$]|\b(?:window|globalThis|self)\.)fetch\s*\(/ },
  {
    name: 'an API path',
    pattern: /\/?\b(?:sportsbook|platform|payments)\/api\b|\/fe-api\/|['"`]\/realtime\b/,
  },
];

/** Code without its comments: block comments, and line comments not inside a URL (`https://`). */
function stripComments(source: string): string {
  return source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`\\])\/\/.*$/gm, '$1');
}

/** What in a file's code breaks the rule: one entry per rule and line. */
export function findRawApiUse(source: string): string[] {
  const found: string[] = [];
  stripComments(source)
    .split('\n')
    .forEach((line, index) => {
      for (const rule of RULES) {
        if (rule.pattern.test(line)) found.push(`${rule.name} on line ${index + 1}`);
      }
    });
  return found;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

describe('no raw API fetch or API path in apps/web/src', () => {
  it('holds for every source file but the clients', () => {
    const offenders = sourceFiles(SRC)
      .map((file) => path.relative(SRC, file).split(path.sep).join('/'))
      .filter((file) => !(file in ALLOWED))
      .flatMap((file) =>
        findRawApiUse(readFileSync(path.join(SRC, file), 'utf8')).map((what) => `${file}: ${what}`),
      );
    expect(offenders).toEqual([]);
  });

  it('fires on the samples it exists to catch', () => {
    expect(findRawApiUse("await fetch('/anything');")).toEqual(['fetch( on line 1']);
    expect(findRawApiUse('void window.fetch(url)')).toEqual(['fetch( on line 1']);
    expect(findRawApiUse('const r = globalThis.fetch (x);')).toEqual(['fetch( on line 1']);
    expect(findRawApiUse("const base = '/sportsbook/api/v2';")).toEqual(['an API path on line 1']);
    expect(findRawApiUse('url: `${origin}/platform/api/player`')).toEqual([
      'an API path on line 1',
    ]);
    expect(findRawApiUse("x = 'payments/api/deposits'")).toEqual(['an API path on line 1']);
    expect(findRawApiUse("io(url, { path: '/realtime' })")).toEqual(['an API path on line 1']);
    expect(findRawApiUse("\n\nget('/sportsbook/api/v3/bets')")).toEqual(['an API path on line 3']);
  });

  it('lets comments, prefetches, refetches and other sites’ URLs be', () => {
    const clean = [
      '/** GET /sportsbook/api/v2/sports in the page’s language. */',
      '// POST /payments/api/deposits',
      'router.prefetch(href);',
      'void query.refetch();',
      "const logo = 'https://cdn.example/platform/logo.svg';",
      "apiRequest('match', { params: { id } });",
    ].join('\n');
    expect(findRawApiUse(clean)).toEqual([]);
  });
});
