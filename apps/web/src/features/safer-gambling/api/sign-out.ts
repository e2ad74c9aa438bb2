import { apiRequest } from '@/lib/api-fetch';

/**
 * "Take a break" and the limit dialogs end the session: the server's sign-out, then a full load
 * of `href`, which leaves no signed-in state (profile, slip sync, realtime) behind in the tab.
 */
export async function signOutAndLeave(href: string): Promise<void> {
  try {
    await apiRequest('signOut', { quietUnauthorized: true });
  } catch (error) {
    console.warn('[safer-gambling] sign-out failed', error);
  }
  window.location.assign(href);
}
