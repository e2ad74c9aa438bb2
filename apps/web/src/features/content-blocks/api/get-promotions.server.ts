import 'server-only';
import {
  describeZodError,
  promotionsResponseSchema,
  type Locale,
  type PromotionWire,
} from '@sportsbook/contract';
import { cache } from 'react';
import { serverApiFetch } from '@/lib/api-server.server';

const TIMEOUT_MS = 5_000;

/**
 * The campaigns the operator shows on promotions (decision 067), for the bonus blocks of a
 * content page. Memoised per request; never throws: without them the blocks keep their link card.
 */
export const getPromotions = cache(async (locale: Locale): Promise<PromotionWire[]> => {
  try {
    const response = await serverApiFetch('promotions', {
      query: {},
      locale,
      timeoutMs: TIMEOUT_MS,
    });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    const parsed = promotionsResponseSchema.safeParse(await response.json());
    if (!parsed.success) throw new Error(describeZodError(parsed.error).message);
    return parsed.data.data;
  } catch (error) {
    console.warn(`[content-blocks] could not load promotions: ${(error as Error).message}`);
    return [];
  }
});
