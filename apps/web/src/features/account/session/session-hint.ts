'use client';

import { createContext, useContext } from 'react';

/**
 * Whether a session may exist. The session cookie is HttpOnly, so the server layout tells us
 * whether the browser sent one; without it no profile call is made (it could only answer 401,
 * which the browser logs as an error). Sign-in sets it; sign-out and any 401 clear it. A React
 * context, not a module store, so the server render of one request never leaks into another.
 * Light on purpose: the header reads it in the first load, the profile hooks once they load.
 */
interface SessionHint {
  hint: boolean;
  setHint(hint: boolean): void;
}
export const SessionHintContext = createContext<SessionHint>({ hint: false, setHint: () => {} });
export const useSessionHint = () => useContext(SessionHintContext);
