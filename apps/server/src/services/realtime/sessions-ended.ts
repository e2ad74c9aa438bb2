import type { PubSub } from '../../pubsub/pubsub';

/**
 * "Some sessions of this player ended" (sign-out, password change or reset, expiry, a lock):
 * published through pub/sub so every realtime node, in this process or another, drops the private
 * subscriptions those sessions had granted (issue 14, finding 9). The nodes ask the database
 * which of the player's sessions are still live, so one signal serves every way a session ends.
 */
export const SESSIONS_ENDED_TOPIC = 'realtime:sessions-ended';

export interface SessionsEnded {
  playerId: number;
}

export function publishSessionsEnded(pubsub: PubSub, playerId: number): Promise<void> {
  const signal: SessionsEnded = { playerId };
  return pubsub.publish(SESSIONS_ENDED_TOPIC, signal);
}
