import { afterEach, describe, expect, it } from 'vitest';
import { settledAuthStatus, useSessionStore } from './session-store';

describe('settledAuthStatus', () => {
  afterEach(() => useSessionStore.getState().setSession('unknown'));

  it('answers at once when the status is known', async () => {
    useSessionStore.getState().setSession('notLoggedIn');
    await expect(settledAuthStatus()).resolves.toBe('notLoggedIn');
  });

  it('waits while the profile is unknown or loading, then answers what it became', async () => {
    useSessionStore.getState().setSession('unknown');
    let answer: string | undefined;
    const settled = settledAuthStatus().then((status) => (answer = status));
    useSessionStore.getState().setSession('pending');
    await Promise.resolve();
    expect(answer).toBeUndefined();
    useSessionStore.getState().setSession('loggedIn', '42');
    await settled;
    expect(answer).toBe('loggedIn');
  });
});
