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
