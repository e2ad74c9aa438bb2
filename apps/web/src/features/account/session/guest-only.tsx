'use client';

import type { ReactNode } from 'react';
import { useSessionHint } from './session-hint';

/**
 * Shows its children to visitors only: a "Sign Up" call to action means nothing to a player. The
 * session hint is known on the server (the session cookie), so a signed-in player's first paint
 * already lacks it; signing in hides it and a session that ended (401) shows it again.
 */
export function GuestOnly({ children }: { children: ReactNode }) {
  const { hint } = useSessionHint();
  return hint ? null : children;
}
