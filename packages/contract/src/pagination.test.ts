import { describe, expect, it } from 'vitest';
import { buildPagination, paginationQuerySchema } from './pagination';

describe('pagination', () => {
  it('defaults to page 1 and the maximum limit of 500', () => {
    expect(paginationQuerySchema.parse({})).toEqual({ page: 1, limit: 500 });
  });

  it('parses integers from query text', () => {
    expect(paginationQuerySchema.parse({ page: '3', limit: '50' })).toEqual({ page: 3, limit: 50 });
  });

  it.each(['abc', '5000', '0', '-2', '2.5', '1e3'])(
    'refuses limit=%s with the allowed range',
    (limit) => {
      const result = paginationQuerySchema.safeParse({ limit });
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toMatch(/^must be an integer from 1 to 500, got/);
    },
  );

  it('computes the last page, never below 1', () => {
    expect(buildPagination(0, 1, 50)).toEqual({ total: 0, page: 1, limit: 50, last_page: 1 });
    expect(buildPagination(101, 2, 50)).toEqual({ total: 101, page: 2, limit: 50, last_page: 3 });
  });
});
