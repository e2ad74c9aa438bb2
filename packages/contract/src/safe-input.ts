import { z } from 'zod';

/**
 * The building blocks of every request schema (issue 14, finding 7). Ids are PostgreSQL
 * `integer`s, so an id beyond 2^31 − 1 made the database fail (a 500) instead of the request
 * (a 400); PostgreSQL text refuses NUL and unpaired UTF-16 surrogates the same way. Request
 * schemas build on these so such input is refused at the contract, with a clear message.
 */

/** The largest PostgreSQL `integer`, the type of every id column. */
export const MAX_ID = 2 ** 31 - 1;

const ID_MESSAGE = `must be an id from 1 to ${MAX_ID}`;

/** An id sent as a JSON number. */
export const idSchema = z
  .number(ID_MESSAGE)
  .int(ID_MESSAGE)
  .min(1, ID_MESSAGE)
  .max(MAX_ID, ID_MESSAGE);

/** Whether an id read from text (a path or a query string) is one. */
export const isIdText = (text: string) => /^\d{1,10}$/.test(text) && isId(Number(text));

export const isId = (value: number) => Number.isInteger(value) && value >= 1 && value <= MAX_ID;

/** An id sent as text (a path parameter or a query value). */
export const idTextSchema = z
  .string()
  .refine(isIdText, ID_MESSAGE)
  .transform((text) => Number(text));

const UNPAIRED_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** No NUL and no unpaired surrogate: text PostgreSQL can store (String#isWellFormed and more). */
export const isSafeText = (text: string) =>
  !text.includes('\u0000') && !UNPAIRED_SURROGATE.test(text);

export const UNSAFE_TEXT_MESSAGE = 'must not contain NUL characters or unpaired surrogates';

/** A string PostgreSQL can store; chain .max(), .trim() … as on z.string(). */
export const safeTextSchema = () => z.string().refine(isSafeText, UNSAFE_TEXT_MESSAGE);

/**
 * The first string anywhere in a request part (body, query, params) PostgreSQL could not store,
 * as a path; undefined when there is none. The validator checks every request with it, so a
 * route whose schema forgot safeTextSchema still answers 400.
 */
export function findUnsafeText(
  value: unknown,
  path: (string | number)[] = [],
): (string | number)[] | undefined {
  const stack: { value: unknown; path: (string | number)[] }[] = [{ value, path }];
  while (stack.length > 0) {
    const item = stack.pop()!;
    if (typeof item.value === 'string') {
      if (!isSafeText(item.value)) return item.path;
    } else if (Array.isArray(item.value)) {
      item.value.forEach((entry, index) =>
        stack.push({ value: entry, path: [...item.path, index] }),
      );
    } else if (typeof item.value === 'object' && item.value !== null) {
      for (const [key, entry] of Object.entries(item.value)) {
        if (!isSafeText(key)) return [...item.path, key];
        stack.push({ value: entry, path: [...item.path, key] });
      }
    }
  }
  return undefined;
}
