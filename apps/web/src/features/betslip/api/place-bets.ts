import { apiFetch } from '@/lib/api-fetch';
import type { PlaceBetsAnswer, PlaceBetsBody } from './placement';

export const PLACE_BETS_PATH = '/sportsbook/api/v3/bets';

export interface PlaceBetsOptions {
  body: PlaceBetsBody;
  /** The same key on a retry of the same attempt: the server answers a repeat with its first answer. */
  idempotencyKey: string;
}

export async function placeBets({
  body,
  idempotencyKey,
}: PlaceBetsOptions): Promise<PlaceBetsAnswer> {
  const answer = await apiFetch(PLACE_BETS_PATH, {
    method: 'POST',
    body,
    headers: { 'Idempotency-Key': idempotencyKey },
  });
  const data = (answer as { data?: unknown } | null)?.data;
  return { data: Array.isArray(data) ? (data as PlaceBetsAnswer['data']) : [] };
}

const DEVICE_ID_KEY = 'sportsbook.deviceId';

/** A stable id for this browser (the placement meta's device_id), kept in localStorage. */
export function deviceId(): string {
  try {
    const stored = window.localStorage.getItem(DEVICE_ID_KEY);
    if (stored) return stored;
    const created = crypto.randomUUID();
    window.localStorage.setItem(DEVICE_ID_KEY, created);
    return created;
  } catch {
    // Without storage the id lives as long as the page; the server only uses it for risk checks.
    return (memoryDeviceId ??= crypto.randomUUID());
  }
}
let memoryDeviceId: string | undefined;
