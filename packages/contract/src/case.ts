/**
 * The one place where wire objects (snake_case) become app objects (camelCase) and back
 * (DESIGN §3). Both directions are deep and typed, so a schema written once in snake_case
 * gives the app its camelCase type for free.
 */

type CamelCaseString<S extends string> = S extends `${infer Head}_${infer Tail}`
  ? `${Head}${Capitalize<CamelCaseString<Tail>>}`
  : S;

type SnakeCaseString<S extends string> = S extends `${infer Head}${infer Tail}`
  ? `${Head extends Lowercase<Head> ? Head : `_${Lowercase<Head>}`}${SnakeCaseString<Tail>}`
  : S;

export type CamelCased<T> =
  T extends ReadonlyArray<infer Item>
    ? CamelCased<Item>[]
    : T extends Date
      ? T
      : T extends object
        ? { [K in keyof T as K extends string ? CamelCaseString<K> : K]: CamelCased<T[K]> }
        : T;

export type SnakeCased<T> =
  T extends ReadonlyArray<infer Item>
    ? SnakeCased<Item>[]
    : T extends Date
      ? T
      : T extends object
        ? { [K in keyof T as K extends string ? SnakeCaseString<K> : K]: SnakeCased<T[K]> }
        : T;

const camelKey = (key: string): string =>
  key.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());
const snakeKey = (key: string): string => key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

function mapKeys(value: unknown, mapKey: (key: string) => string): unknown {
  if (Array.isArray(value)) return value.map((item) => mapKeys(item, mapKey));
  if (value === null || typeof value !== 'object' || value instanceof Date) return value;
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) out[mapKey(key)] = mapKeys(item, mapKey);
  return out;
}

export function toCamelCase<T>(wire: T): CamelCased<T> {
  return mapKeys(wire, camelKey) as CamelCased<T>;
}

export function toSnakeCase<T>(app: T): SnakeCased<T> {
  return mapKeys(app, snakeKey) as SnakeCased<T>;
}
