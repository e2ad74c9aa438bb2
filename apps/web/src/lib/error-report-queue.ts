/**
 * Errors the app reports by hand (error boundaries) and errors thrown before the browser SDK has
 * loaded wait here, at most a few, and go out when it loads (decision 034). Without a DSN the
 * SDK never loads and the queue stays a small array that nobody reads.
 */
type Sink = (error: unknown) => void;

const MAX_PENDING = 10;
const pending: unknown[] = [];
let sink: Sink | undefined;

export function reportError(error: unknown): void {
  if (sink) sink(error);
  else if (pending.length < MAX_PENDING) pending.push(error);
}

export function attachReportSink(next: Sink): void {
  sink = next;
  for (const error of pending.splice(0)) next(error);
}
