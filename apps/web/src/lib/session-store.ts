import { create } from 'zustand';

/**
 * Auth status (account-platform §4): unknown until the profile is asked for, pending while it
 * loads, then logged in or not. The account feature owns the transitions; other features (bet
 * slip, favourites) only read it, so they never import the account feature.
 */
export type AuthStatus = 'unknown' | 'pending' | 'loggedIn' | 'notLoggedIn';

interface SessionState {
  status: AuthStatus;
  userId: string | undefined;
  setSession(status: AuthStatus, userId?: string): void;
}

export const useSessionStore = create<SessionState>((set) => ({
  status: 'unknown',
  userId: undefined,
  setSession: (status, userId) => set({ status, userId }),
}));

export const useAuthStatus = () => useSessionStore((state) => state.status);

const isSettled = (status: AuthStatus): status is 'loggedIn' | 'notLoggedIn' =>
  status === 'loggedIn' || status === 'notLoggedIn';

/**
 * The auth status once it is known. With a session cookie the profile loads with the account
 * layer, on first use (decision 019): an action that needs a session, taken before it has
 * arrived, waits for it instead of asking a signed-in player to sign in. It always settles: a
 * visitor without a cookie is known at once, and a failed profile load means not logged in.
 */
export function settledAuthStatus(): Promise<'loggedIn' | 'notLoggedIn'> {
  const now = useSessionStore.getState().status;
  if (isSettled(now)) return Promise.resolve(now);
  return new Promise((resolve) => {
    const unsubscribe = useSessionStore.subscribe(({ status }) => {
      if (!isSettled(status)) return;
      unsubscribe();
      resolve(status);
    });
  });
}
