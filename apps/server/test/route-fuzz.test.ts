import fc from 'fast-check';
import type { RouteOptions } from 'fastify';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseTargets } from '@sportsbook/db/testing';
import { buildTestApp } from './helpers';
import type { TestApp } from './helpers';
import { APP_HEADER, PASSWORD, newPlayer, sessionCookie } from './platform-helpers';
import type { Client } from './platform-helpers';

/**
 * Malformed input on every registered route (issue 14, finding 7; DESIGN §7). The routes come
 * from Fastify's route table (onRoute), so a route added later is fuzzed without touching this
 * file. Each input starts from a value that passes the route's zod schema (derived from the
 * schema itself) and breaks one field — a huge or negative number, NUL, a lone surrogate, a wrong
 * type, a very long string, deep JSON — so the broken field reaches the code behind validation,
 * which is where the 500s were. Anonymous and signed-in (with the CSRF header). Seeded.
 */
const SEED = 20_261_124;
const RANDOM_CASES_PER_ROUTE = 16;

interface FuzzRoute {
  method: string;
  url: string;
  schema: { params?: unknown; querystring?: unknown; body?: unknown };
}

/** Text that once reached PostgreSQL unchecked, and its relatives. */
const NASTY_TEXT = [
  '2147483648',
  '4294967296',
  '9223372036854775808',
  '99999999999999999999999',
  '-1',
  '-2147483649',
  '0',
  '1.5',
  '1e309',
  'NaN',
  'Infinity',
  '0x10',
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\uD800',
  'x\uDFFFy',
  '1,2147483648',
  '1,\u0000',
  '%00',
  '../../etc/passwd',
  "' OR 1=1 --",
  'a'.repeat(10_000),
];

const deepJson = (depth: number): unknown => {
  let value: unknown = 1;
  for (let level = 0; level < depth; level += 1) value = level % 2 ? [value] : { a: value };
  return value;
};

const nastyText = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...NASTY_TEXT) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 12 }) },
  { weight: 1, arbitrary: fc.bigInt({ min: -(2n ** 70n), max: 2n ** 70n }).map(String) },
);

const nastyJson: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: nastyText },
  {
    weight: 3,
    arbitrary: fc.constantFrom<unknown>(
      2 ** 31,
      2 ** 32,
      2 ** 53 + 2,
      1e300,
      -1,
      -(2 ** 31) - 1,
      0,
      1.5,
      null,
      true,
      [],
      {},
      [1, 2 ** 31],
      { id: 2 ** 31 },
    ),
  },
  { weight: 1, arbitrary: fc.constantFrom(deepJson(2_000), deepJson(20)) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
);

// --- A value that passes a zod schema, read from the schema's definition ---------------------

interface ZodLike {
  _zod: { def: Record<string, unknown> & { type: string } };
}

function isZod(value: unknown): value is ZodLike {
  return typeof value === 'object' && value !== null && '_zod' in value;
}

let emails = 0;

function plausibleString(def: Record<string, unknown>, key: string): string {
  const checks = ((def.checks as ZodLike[] | undefined) ?? []).map((check) => check._zod.def);
  const format = checks.find((check) => check.check === 'string_format')?.format;
  // A new address each time, so a sign-up is not refused as taken before it reaches the database.
  if (format === 'email' || /email/.test(key)) return `fuzz-${(emails += 1)}@example.com`;
  if (format === 'uuid') return '00000000-0000-4000-8000-000000000000';
  if (/password/.test(key)) return PASSWORD;
  if (/country/.test(key)) return 'DE';
  if (/currency/.test(key)) return 'EUR';
  if (/locale|lang/.test(key)) return 'en';
  if (/(^|_)id$|_ids?$|^ids?$|^page$|^limit$|amount|stake/.test(key)) return '1';
  const min = checks.find((check) => check.check === 'min_length')?.minimum as number | undefined;
  return 'a'.repeat(Math.max(1, min ?? 1));
}

function plausible(schema: unknown, key = '', withOptional = false): unknown {
  if (!isZod(schema)) return undefined;
  const def = schema._zod.def;
  switch (def.type) {
    case 'object': {
      const out: Record<string, unknown> = {};
      const shape = def.shape as Record<string, unknown>;
      for (const [name, field] of Object.entries(shape)) {
        if (!withOptional && isZod(field) && field._zod.def.type === 'optional') continue;
        out[name] = plausible(field, name, withOptional);
      }
      return out;
    }
    case 'string':
      return plausibleString(def, key);
    case 'number':
    case 'int':
      return 1;
    case 'bigint':
      return 1;
    case 'boolean':
      return true;
    case 'enum':
      return Object.values(def.entries as Record<string, unknown>)[0];
    case 'literal':
      return (def.values as unknown[])[0];
    case 'array':
      return [plausible(def.element, key, withOptional)];
    case 'tuple':
      return (def.items as unknown[]).map((item) => plausible(item, key, withOptional));
    case 'union':
      return plausible((def.options as unknown[])[0], key, withOptional);
    case 'intersection':
      return {
        ...(plausible(def.left, key) as object),
        ...(plausible(def.right, key) as object),
      };
    case 'pipe':
      return plausible(def.in, key, withOptional);
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'catch':
    case 'readonly':
    case 'nonoptional':
      return plausible(def.innerType, key, withOptional);
    case 'lazy':
      return plausible((def.getter as () => unknown)(), key);
    case 'record':
      return {};
    default:
      return 'a';
  }
}

/** Every key of an object schema (optional ones too), looking through pipes and wrappers. */
function objectShape(schema: unknown): Record<string, unknown> {
  if (!isZod(schema)) return {};
  const def = schema._zod.def;
  if (def.type === 'object') return def.shape as Record<string, unknown>;
  if (def.type === 'pipe') return objectShape(def.in);
  if (def.type === 'intersection') return { ...objectShape(def.left), ...objectShape(def.right) };
  if ('innerType' in def) return objectShape(def.innerType);
  return {};
}

/** Paths to the leaves of a JSON value, so one of them can be broken. */
function leafPaths(value: unknown, prefix: (string | number)[] = []): (string | number)[][] {
  if (Array.isArray(value)) {
    return [prefix, ...value.flatMap((item, index) => leafPaths(item, [...prefix, index]))];
  }
  if (typeof value === 'object' && value !== null) {
    return [
      prefix,
      ...Object.entries(value).flatMap(([key, item]) => leafPaths(item, [...prefix, key])),
    ];
  }
  return [prefix];
}

function setAt(value: unknown, path: (string | number)[], replacement: unknown): unknown {
  if (path.length === 0) return replacement;
  const [head, ...rest] = path;
  const copy = (Array.isArray(value) ? [...value] : { ...(value as object) }) as Record<
    string | number,
    unknown
  >;
  copy[head!] = setAt(copy[head!], rest, replacement);
  return copy;
}

/** Percent-encodes text, lone surrogates included (as the bytes a careless client would send). */
function encode(text: string): string {
  let out = '';
  for (const char of text) {
    const code = char.codePointAt(0)!;
    if (code >= 0xd800 && code <= 0xdfff) {
      out += `%${(0xe0 | (code >> 12)).toString(16)}%${(0x80 | ((code >> 6) & 0x3f)).toString(16)}%${(0x80 | (code & 0x3f)).toString(16)}`;
    } else out += encodeURIComponent(char);
  }
  return out.toUpperCase();
}

interface FuzzCase {
  url: string;
  payload?: string;
}

type Target =
  | { kind: 'param'; name: string; text: string }
  | { kind: 'query'; key: string; text: string }
  | { kind: 'body'; path: (string | number)[]; json: unknown }
  | { kind: 'raw-body'; raw: string };

/** What every field is tried with, besides the random cases. */
const CORE_TEXT = ['2147483648', '-1', 'a\u0000b', 'x\uD800y', 'a'.repeat(10_000)];
const CORE_JSON: unknown[] = [2 ** 31, -1, 1.5, 'a\u0000b', 'x\uD800y', null, {}, deepJson(2_000)];

/** How a route is shaped: its path parameters, query keys and a body that passes its schema. */
function shapeOf(route: FuzzRoute) {
  const paramNames = [...route.url.matchAll(/:(\w+)/g)].map((match) => match[1]!);
  const queryKeys = [
    ...new Set([...Object.keys(objectShape(route.schema.querystring)), 'sport_id']),
  ];
  const hasBody = !['GET', 'HEAD', 'DELETE'].includes(route.method) || !!route.schema.body;
  const baseBody = route.schema.body ? plausible(route.schema.body) : {};
  // Optional fields are left out of the base (one wrong optional would refuse every case) but
  // are among the fields broken.
  const bodyPaths = leafPaths(route.schema.body ? plausible(route.schema.body, '', true) : {});
  return { paramNames, queryKeys, hasBody, baseBody, bodyPaths };
}

function buildCase(route: FuzzRoute, target: Target): FuzzCase {
  const { paramNames, hasBody, baseBody } = shapeOf(route);
  const params: Record<string, string> = Object.fromEntries(paramNames.map((n) => [n, '1']));
  let query = '';
  let payload: string | undefined = hasBody ? JSON.stringify(baseBody) : undefined;
  let wildcard = 'a';
  if (target.kind === 'param') params[target.name] = target.text;
  else if (target.kind === 'query') {
    query = `?${encode(target.key)}=${encode(target.text)}`;
    wildcard = target.text;
  } else if (target.kind === 'body')
    payload = JSON.stringify(setAt(baseBody, target.path, target.json));
  else payload = target.raw;
  const path = route.url
    .replace(/:(\w+)/g, (_, name: string) => encode(params[name]!))
    .replace(/\*$/, encode(wildcard));
  return { url: `${path}${query}`, payload };
}

/** Every field of the route broken in each of the core ways. */
function systematicCases(route: FuzzRoute): FuzzCase[] {
  const { paramNames, queryKeys, hasBody, bodyPaths } = shapeOf(route);
  const targets: Target[] = [
    ...paramNames.flatMap((name) =>
      CORE_TEXT.map((text) => ({ kind: 'param' as const, name, text })),
    ),
    ...queryKeys.flatMap((key) => CORE_TEXT.map((text) => ({ kind: 'query' as const, key, text }))),
    ...(hasBody
      ? bodyPaths.flatMap((path) =>
          CORE_JSON.map((json) => ({ kind: 'body' as const, path, json })),
        )
      : []),
  ];
  return targets.map((target) => buildCase(route, target));
}

/** Random breakage: any field, any nasty value, malformed JSON. */
function randomCase(route: FuzzRoute): fc.Arbitrary<FuzzCase> {
  const { paramNames, queryKeys, hasBody, bodyPaths } = shapeOf(route);
  const targets: fc.Arbitrary<Target>[] = [
    fc
      .record({
        key: fc.oneof(
          { weight: 4, arbitrary: fc.constantFrom(...queryKeys) },
          { weight: 1, arbitrary: fc.constantFrom('id', '__proto__', 'x') },
        ),
        text: nastyText,
      })
      .map(({ key, text }) => ({ kind: 'query' as const, key, text })),
  ];
  if (paramNames.length > 0) {
    targets.push(
      fc
        .record({ name: fc.constantFrom(...paramNames), text: nastyText })
        .map(({ name, text }) => ({ kind: 'param' as const, name, text })),
    );
  }
  if (hasBody) {
    targets.push(
      fc
        .record({ path: fc.constantFrom(...bodyPaths), json: nastyJson })
        .map(({ path, json }) => ({ kind: 'body' as const, path, json })),
      fc
        .oneof(fc.constantFrom('{', '{"a":', '[1,2', '"\\u0000"', 'null', ''), nastyText)
        .map((raw) => ({ kind: 'raw-body' as const, raw })),
    );
  }
  return fc.oneof(...targets).map((target) => buildCase(route, target));
}

describe.each(databaseTargets())('route fuzz on %s', (target) => {
  let testApp: TestApp;
  let player: Client;
  const routes: FuzzRoute[] = [];
  beforeAll(async () => {
    testApp = await buildTestApp(
      target,
      {
        // Every role but web (pages are finding 6's e2e test), the dev feed control included.
        ROLE: 'api,realtime,feed,worker',
        FEED_CONTROL: 'true',
        // The limits would answer 429 before the broken field reaches the code behind them.
        AUTH_RATE_LIMIT_PER_IP: '1000000',
        AUTH_RATE_LIMIT_PER_ACCOUNT: '1000000',
        // Sign-ups that pass validation hash a password each; the cheapest hash keeps it quick.
        ARGON2_MEMORY_KIB: '1024',
      },
      {
        onRoute(route: RouteOptions) {
          const methods = [route.method].flat();
          for (const method of methods) {
            // Fastify adds a HEAD for every GET; the GET stands for both.
            if (method === 'HEAD' || method === 'OPTIONS') continue;
            routes.push({ method, url: route.url, schema: route.schema ?? {} });
          }
        },
      },
    );
    player = await newPlayer(testApp, 'fuzz-player@example.com');
  });
  afterAll(() => testApp?.close());

  const send = (fuzz: FuzzCase, method: string, client: Client | null) =>
    testApp.app.inject({
      method: method as 'GET',
      url: fuzz.url,
      headers: {
        ...APP_HEADER,
        ...(client ? { cookie: client.cookie } : {}),
        ...(fuzz.payload !== undefined ? { 'content-type': 'application/json' } : {}),
      },
      ...(fuzz.payload !== undefined ? { payload: fuzz.payload } : {}),
    });

  it('answers 400 with a clear message to the inputs of issue 14 (regressions)', async () => {
    const cases: { method: string; url: string; payload?: unknown; message: RegExp }[] = [
      {
        method: 'GET',
        url: '/sportsbook/api/v2/matches/2147483648',
        message: /from 1 to 2147483647/,
      },
      { method: 'GET', url: '/sportsbook/api/v2/categories/4294967296', message: /from 1 to/ },
      {
        method: 'GET',
        url: '/sportsbook/api/v2/categories?sport_id=2147483648',
        message: /sport ids/,
      },
      {
        method: 'GET',
        url: '/sportsbook/api/v2/matches/1/markets?market_id=9999999999',
        message: /market ids/,
      },
      {
        method: 'POST',
        url: '/sportsbook/api/v2/counters',
        payload: { tournament_id: 2 ** 31 },
        message: /id/,
      },
      {
        method: 'POST',
        url: '/platform/api/users',
        payload: {
          email: 'nul@example.com',
          password: PASSWORD,
          country: 'DE',
          currency: 'EUR',
          terms_accepted: true,
          first_name: 'a\u0000b',
        },
        message: /NUL/,
      },
      {
        method: 'PATCH',
        url: '/platform/api/player',
        payload: { nickname: 'x\uD800y' },
        message: /unpaired surrogates/,
      },
      {
        method: 'POST',
        url: '/sportsbook/api/v2/bets/share-code',
        payload: {
          bets: [
            { selections: [{ match_id: 1, market_id: 1, specifier: '\u0000', outcome_id: '1' }] },
          ],
        },
        message: /NUL/,
      },
      {
        method: 'POST',
        url: '/sportsbook/api/v2/notifications/read',
        payload: { ids: [2 ** 31] },
        message: /from 1 to/,
      },
    ];
    for (const request of cases) {
      const response = await send(
        {
          url: request.url,
          ...(request.payload === undefined ? {} : { payload: JSON.stringify(request.payload) }),
        },
        request.method,
        player,
      );
      expect(response.statusCode, `${request.method} ${request.url}`).toBe(400);
      expect(response.body, `${request.method} ${request.url}`).toMatch(request.message);
    }
  });

  it('answers every malformed request on every registered route without a 5xx', async () => {
    // Signing out ends the session the later routes use, so it goes last; a time-out or
    // self-exclusion blocks the player's bets and deposits (issue 18), so those go just before.
    const lastness = (url: string) =>
      url.endsWith('sign_out') ? 2 : /time_out|self_exclusion/.test(url) ? 1 : 0;
    const ordered = [...routes].sort((a, b) => lastness(a.url) - lastness(b.url));
    expect(ordered.length).toBeGreaterThan(40);
    const failures: string[] = [];
    let routeIndex = 0;
    for (const route of ordered) {
      routeIndex += 1;
      const cases = [
        ...systematicCases(route),
        ...fc.sample(randomCase(route), {
          seed: SEED + routeIndex,
          numRuns: RANDOM_CASES_PER_ROUTE,
        }),
      ];
      for (const fuzz of cases) {
        for (const client of [null, player]) {
          const response: LightMyRequestResponse = await send(fuzz, route.method, client);
          if (response.statusCode >= 500) {
            failures.push(
              `${route.method} ${route.url} (${client ? 'signed in' : 'anonymous'}) → ` +
                `${response.statusCode}: ${fuzz.url.slice(0, 160)} ${fuzz.payload?.slice(0, 160) ?? ''}`,
            );
          }
        }
      }
      // A route that ended the session (sign-out, a password change) must not leave the later
      // routes fuzzed anonymously only.
      const me = await testApp.app.inject({
        method: 'GET',
        url: '/platform/api/player',
        headers: { ...APP_HEADER, cookie: player.cookie },
      });
      if (me.statusCode !== 200) {
        // A blocked player signs in for withdrawals only (issue 18); others as usual.
        const cookie = sessionCookie(
          await testApp.app.inject({
            method: 'POST',
            url: '/platform/api/users/sign_in',
            headers: APP_HEADER,
            payload: {
              email: 'fuzz-player@example.com',
              password: PASSWORD,
              withdrawal_only: true,
            },
          }),
        );
        expect(cookie, `signed in again after ${route.method} ${route.url}`).toBeDefined();
        player = { ...player, cookie: `sb_session=${cookie!.value}` };
      }
    }
    // One line per 5xx, all of them, so a run shows every route to fix.
    expect(failures.join('\n')).toBe('');
    // Still healthy afterwards.
    expect((await testApp.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    expect((await testApp.app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
  }, 120_000);
});
