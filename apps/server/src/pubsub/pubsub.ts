/**
 * Cross-process publish/subscribe. In-process by default; Redis when REDIS_URL is set, so that an
 * event raised in one server process (a feed update, a settled bet) reaches the realtime nodes of
 * every process.
 */
export type PubSubHandler = (payload: unknown) => void;

export interface PubSub {
  readonly kind: 'memory' | 'redis';
  publish(topic: string, payload: unknown): Promise<void>;
  /** Resolves once the subscription is active; returns the function that ends it. */
  subscribe(topic: string, handler: PubSubHandler): Promise<() => Promise<void>>;
  ping(): Promise<void>;
  close(): Promise<void>;
}
