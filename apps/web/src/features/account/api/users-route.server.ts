import 'server-only';
import { redirect } from 'next/navigation';
import type { Locale } from '@sportsbook/contract';
import { localizedHref } from '@/lib/locale-href.server';
import type { AddressModal } from './modal-location';

/** Query keys an e-mailed link may carry through to the modal. */
const PASSED_KEYS = ['confirmation_token', 'reset_password_token', 'unlock_token'];

/**
 * The account routes of account-platform §2.1 (/users/sign-in, /users/confirmation, …) are
 * modals over the home page: they redirect to /sport?modal=<name> with the link's token, and the
 * modal host opens the modal and removes both from the address.
 */
export function redirectToModal(
  locale: Locale,
  modal: AddressModal,
  query: Record<string, string | string[] | undefined>,
): never {
  const params = new URLSearchParams({ modal });
  for (const key of PASSED_KEYS) {
    const value = query[key];
    if (typeof value === 'string' && value) params.set(key, value);
  }
  redirect(localizedHref(`/sport?${params}`, locale));
}
