import { z } from 'zod';
import { SPORT_KINDS } from './enums';
import { MAX_ID, isIdText, safeTextSchema } from './safe-input';

/**
 * Query-string parsers shared by the list calls. The wire sends text; each parser turns it into
 * a typed value or a message naming what is allowed.
 */

export const idList = (name: string) =>
  z
    .string()
    .optional()
    .transform((raw, ctx) => {
      if (raw === undefined || raw === '') return undefined;
      const parts = raw.split(',').map((part) => part.trim());
      if (parts.some((part) => !isIdText(part))) {
        ctx.addIssue({
          code: 'custom',
          message: `must be ${name} ids from 1 to ${MAX_ID} (comma-separated), got "${raw.slice(0, 100)}"`,
        });
        return z.NEVER;
      }
      return parts.map(Number);
    });

export const keyList = safeTextSchema()
  .max(1000, 'must be at most 1000 characters')
  .optional()
  .transform((raw) =>
    raw
      ? raw
          .split(',')
          .map((key) => key.trim())
          .filter(Boolean)
      : undefined,
  );

export const sportTypeList = z
  .string()
  .optional()
  .transform((raw, ctx) => {
    if (raw === undefined || raw === '') return undefined;
    const kinds = raw.split(',').map((kind) => kind.trim());
    const unknown = kinds.filter((kind) => !(SPORT_KINDS as readonly string[]).includes(kind));
    if (unknown.length > 0) {
      ctx.addIssue({
        code: 'custom',
        message: `must be one of ${SPORT_KINDS.join(', ')}, got "${unknown.join(', ')}"`,
      });
      return z.NEVER;
    }
    return kinds as (typeof SPORT_KINDS)[number][];
  });

export const statusList = z
  .string()
  .optional()
  .transform((raw, ctx) => {
    if (raw === undefined || raw === '') return undefined;
    const parts = raw.split(',').map((part) => part.trim());
    if (parts.some((part) => !/^[0-5]$/.test(part))) {
      ctx.addIssue({
        code: 'custom',
        message: `must be event statuses from 0 to 5 (comma-separated), got "${raw}"`,
      });
      return z.NEVER;
    }
    return parts.map(Number);
  });

export const booleanFlag = z
  .string()
  .optional()
  .transform((raw, ctx) => {
    if (raw === undefined || raw === '') return undefined;
    if (raw === 'true' || raw === '1') return true;
    if (raw === 'false' || raw === '0') return false;
    ctx.addIssue({
      code: 'custom',
      message: `must be true, false, 1 or 0, got "${raw}"`,
    });
    return z.NEVER;
  });

export const isoTime = z
  .string()
  .optional()
  .transform((raw, ctx) => {
    if (raw === undefined || raw === '') return undefined;
    const time = /^\d+$/.test(raw) ? Number(raw) * (raw.length <= 10 ? 1000 : 1) : Date.parse(raw);
    if (!Number.isFinite(time)) {
      ctx.addIssue({
        code: 'custom',
        message: `must be an ISO 8601 date-time or epoch seconds, got "${raw}"`,
      });
      return z.NEVER;
    }
    return new Date(time);
  });
