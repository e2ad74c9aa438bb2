import { DEVICE_ID_COOKIE, isDeviceId } from '@sportsbook/contract/browser';
import { apiRequest } from '@/lib/api-fetch';
import type { PlaceBetsAnswer, PlaceBetsBody } from './placement';

export interface PlaceBetsOptions {
  body: PlaceBetsBody;
  /** The same key on a retry of the same attempt: the server answers a repeat with its first answer. */
  idempotencyKey: string;
}

export async function placeBets({
  body,
  idempotencyKey,
}: PlaceBetsOptions): Promise<PlaceBetsAnswer> {
  const answer = await apiRequest('placeBets', {
    body,
    headers: { 'Idempotency-Key': idempotencyKey },
  });
  // Typed by the contract, not parsed: an answer without a list places nothing on the slip.
  const data: unknown = (answer as Partial<PlaceBetsAnswer> | null)?.data;
  return { data: Array.isArray(data) ? (data as PlaceBetsAnswer['data']) : [] };
}

const DEVICE_ID_KEY = 'sportsbook.deviceId';

/**
 * A stable id for this browser (the placement meta's device_id): the 7300-day device cookie the
 * proxy sets on the first page (account-platform §9), else one kept in localStorage.
 */
export function deviceId(): string {
  const cookie = document.cookie
    .split('; ')
    .find((entry) => entry.startsWith(`${DEVICE_ID_COOKIE}=`))
    ?.slice(DEVICE_ID_COOKIE.length + 1);
  if (isDeviceId(cookie)) return cookie;
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
