'use client';

import { create } from 'zustand';
import { handOffModal } from '@/lib/host-handoff';
import type { AddressModal } from '../api/modal-location';

/** Every account modal: the address ones (account-platform §2.2) plus those opened in-app. */
export type AccountModal =
  | AddressModal
  | 'resendConfirmation'
  | 'resendUnlock'
  | 'phoneVerification'
  | 'changePassword'
  | 'missedFields';

interface ModalState {
  modal: AccountModal | null;
  token: string | undefined;
  /** Why the modal opened (e.g. `sessionExpired`), for a line of context above the form. */
  reason: string | undefined;
  /** Prefill shared between forms: the e-mail typed in sign-in carries to "forgot password". */
  email: string;
  /** Where to go once a forced step (missed fields) is done. */
  then: AccountModal | null;
  open(
    modal: AccountModal,
    options?: { token?: string; reason?: string; then?: AccountModal },
  ): void;
  close(): void;
  rememberEmail(email: string): void;
}

export const useModalStore = create<ModalState>((set) => ({
  modal: null,
  token: undefined,
  reason: undefined,
  email: '',
  then: null,
  open: (modal, options = {}) => {
    // Embedded in a host that handles this step itself (decision 039): the host is asked instead.
    if (handOffModal(modal)) return;
    set({
      modal,
      token: options.token,
      reason: options.reason,
      then: options.then ?? null,
    });
  },
  close: () => set({ modal: null, token: undefined, reason: undefined, then: null }),
  rememberEmail: (email) => set({ email }),
}));

export const openModal = (...args: Parameters<ModalState['open']>) =>
  useModalStore.getState().open(...args);
