import { describe, expect, it } from 'vitest';
import { RealtimeClient } from './realtime-client';

const offline = () =>
  new RealtimeClient({
    fetchConnectionToken: () => Promise.reject(new Error('not in this test')),
    fetchChannelToken: () => Promise.reject(new Error('not in this test')),
  });

describe('RealtimeClient.resync', () => {
  it('asks every resync listener to fetch again, without a reconnect', () => {
    const client = offline();
    const calls: string[] = [];
    client.onResync(() => calls.push('markets'));
    const stop = client.onResync(() => calls.push('scoreboard'));
    // A provider went down: nothing reconnected, the prices on screen still have to lock.
    client.resync();
    expect(calls).toEqual(['markets', 'scoreboard']);
    expect(client.connectionState).toBe('disconnected');

    stop();
    client.resync();
    expect(calls).toEqual(['markets', 'scoreboard', 'markets']);
  });
});
