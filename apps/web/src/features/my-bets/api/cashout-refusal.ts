/**
 * Why a cashout was refused: the value moved (422 cashout_value_changed, with the value now in
 * details[0].to_cashout, or null when there is none), no cashout is possible now, the bet is no
 * longer open, or something else.
 */
export type CashoutRefusal =
  | { kind: 'valueChanged'; value: string | null }
  | { kind: 'unavailable' }
  | { kind: 'notOpen' }
  | { kind: 'failed'; message: string };

interface ErrorLike {
  status?: number;
  code?: string | number;
  message?: string;
  localizedMessage?: string;
  body?: unknown;
}

/** Reads an ApiError (or anything thrown) the cashout call failed with. */
export function cashoutRefusalOf(thrown: unknown): CashoutRefusal {
  const error = (thrown ?? {}) as ErrorLike;
  const message = error.localizedMessage || error.message || '';
  if (typeof error.status !== 'number') return { kind: 'failed', message };
  const details = (error.body as { error?: { details?: unknown } } | null)?.error?.details;
  const first = Array.isArray(details)
    ? (details[0] as { to_cashout?: unknown } | undefined)
    : undefined;
  switch (error.code) {
    case 'cashout_value_changed': {
      const value = first?.to_cashout;
      return { kind: 'valueChanged', value: typeof value === 'string' ? value : null };
    }
    case 'cashout_unavailable':
      return { kind: 'unavailable' };
    case 'bet_not_open':
      return { kind: 'notOpen' };
    default:
      return { kind: 'failed', message };
  }
}
