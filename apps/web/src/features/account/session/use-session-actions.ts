'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { cancelPrivateQueries } from '@/lib/api-queries';
import { useSessionStore } from '@/lib/session-store';
import {
  getPlayer,
  signIn as callSignIn,
  signOut as callSignOut,
  type SignInInput,
} from '../api/platform-client';
import { accountKeys, resetPrivateQueries, useSessionHint } from '../profile/use-profile';
import { openModal } from '../modals/modal-store';

/**
 * Session transitions (account-platform §4): sign-in starts a fresh profile load; sign-out calls
 * the server, clears profile and accounts, and runs an optional callback (its errors are
 * reported and ignored); an ended session (401 anywhere) prompts sign-in.
 */
export function useSessionActions() {
  const queryClient = useQueryClient();
  const { setHint } = useSessionHint();
  const setSession = useSessionStore((state) => state.setSession);

  const signIn = useCallback(
    async (input: SignInInput) => {
      await callSignIn(input);
      resetPrivateQueries(queryClient);
      setSession('pending');
      setHint(true);
      // Wait for the profile so the caller closes the modal on a header that already shows it.
      await queryClient.fetchQuery({ queryKey: accountKeys.player, queryFn: getPlayer });
    },
    [queryClient, setHint, setSession],
  );

  const clear = useCallback(() => {
    setHint(false);
    void cancelPrivateQueries(queryClient);
    resetPrivateQueries(queryClient);
    setSession('notLoggedIn');
  }, [queryClient, setHint, setSession]);

  const signOut = useCallback(
    async (callback?: () => void) => {
      // What is still loading is the leaving player's: abort it before the session ends, so
      // no answer lands in the cache afterwards.
      await cancelPrivateQueries(queryClient);
      try {
        await callSignOut();
      } catch (error) {
        console.warn('[account] sign-out failed', error);
      }
      clear();
      callback?.();
    },
    [clear, queryClient],
  );

  const endSession = useCallback(() => {
    clear();
    openModal('signIn', { reason: 'sessionExpired' });
  }, [clear]);

  return { signIn, signOut, endSession };
}
