import { create } from 'zustand';

/**
 * Toast alerts (account-platform §2.2): success, error, warning (payment widget notices) and
 * bonus; one at a time at bottom-centre, auto-closing after 5000 ms (§9).
 */
export const TOAST_AUTO_CLOSE_MS = 5000;

export type ToastTone = 'success' | 'error' | 'warning' | 'bonus';

export interface Toast {
  id: number;
  tone: ToastTone;
  title: string;
  description?: string;
}

interface ToastState {
  toast: Toast | null;
  show(toast: Omit<Toast, 'id'>): void;
  dismiss(id?: number): void;
}

let nextId = 1;

export const useToastStore = create<ToastState>((set, get) => ({
  toast: null,
  // A new toast replaces the current one: one at a time.
  show: (toast) => set({ toast: { ...toast, id: nextId++ } }),
  dismiss: (id) => {
    if (id === undefined || get().toast?.id === id) set({ toast: null });
  },
}));

export const showToast = (toast: Omit<Toast, 'id'>) => useToastStore.getState().show(toast);
