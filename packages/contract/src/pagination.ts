import { z } from 'zod';

/** The largest page any list call serves (DESIGN §3, betting-core §9). */
export const MAX_PAGE_LIMIT = 500;

/**
 * A query-string integer: the wire sends text, and `abc`, `1.5` or `` must be refused with a
 * message that names the allowed range rather than zod's generic "expected number".
 */
export function queryInteger(options: { min: number; max: number; fallback: number }) {
  const rangeText = `must be an integer from ${options.min} to ${options.max}`;
  return z
    .string()
    .optional()
    .transform((raw, ctx) => {
      if (raw === undefined || raw === '') return options.fallback;
      if (!/^-?\d+$/.test(raw)) {
        ctx.addIssue({ code: 'custom', message: `${rangeText}, got "${raw}"` });
        return z.NEVER;
      }
      const value = Number(raw);
      if (value < options.min || value > options.max) {
        ctx.addIssue({ code: 'custom', message: `${rangeText}, got ${raw}` });
        return z.NEVER;
      }
      return value;
    });
}

export const paginationQuerySchema = z.object({
  page: queryInteger({ min: 1, max: 1_000_000, fallback: 1 }),
  limit: queryInteger({ min: 1, max: MAX_PAGE_LIMIT, fallback: MAX_PAGE_LIMIT }),
});

export const paginationSchema = z.object({
  total: z.number().int().nonnegative(),
  page: z.number().int().positive(),
  limit: z.number().int().positive(),
  last_page: z.number().int().positive(),
});

export type PaginationWire = z.infer<typeof paginationSchema>;

export function listSchema<Item extends z.ZodType>(item: Item) {
  return z.object({ data: z.array(item), pagination: paginationSchema });
}

export function buildPagination(total: number, page: number, limit: number): PaginationWire {
  return { total, page, limit, last_page: Math.max(1, Math.ceil(total / limit)) };
}
