import { createStore, useStore } from '@/lib/create-store';

/** The mobile sports menu sheet; the element that opened it gets focus back on close. */
export const SPORTS_MENU_SHEET_ID = 'sports-menu';

const store = createStore<boolean>(() => false, false);
let opener: HTMLElement | null = null;

export const sportsMenuActions = {
  toggle(from: HTMLElement | null) {
    if (store.get()) return sportsMenuActions.close();
    opener = from;
    store.set(true);
  },
  close(options: { restoreFocus?: boolean } = {}) {
    if (!store.get()) return;
    store.set(false);
    if (options.restoreFocus) opener?.focus();
    opener = null;
  },
};

export function useSportsMenuOpen(): boolean {
  return useStore(store);
}
