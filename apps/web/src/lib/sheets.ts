/**
 * Mobile bottom sheets (sports menu, bet slip) belong to different features, yet only one may be
 * open at a time. They coordinate through a window event instead of importing each other.
 */
const SHEET_OPEN_EVENT = 'sportsbook:sheet-open';

export function announceSheetOpen(id: string): void {
  window.dispatchEvent(new CustomEvent<string>(SHEET_OPEN_EVENT, { detail: id }));
}

/** Calls `close` whenever another sheet opens; returns the unsubscribe function. */
export function onOtherSheetOpen(id: string, close: () => void): () => void {
  const listener = (event: Event) => {
    if ((event as CustomEvent<string>).detail !== id) close();
  };
  window.addEventListener(SHEET_OPEN_EVENT, listener);
  return () => window.removeEventListener(SHEET_OPEN_EVENT, listener);
}

/** Stops the page behind an open sheet from scrolling (CSS in globals.css, mobile only). */
export function lockPageScroll(id: string): () => void {
  const root = document.documentElement;
  root.dataset.sheetOpen = id;
  return () => {
    if (root.dataset.sheetOpen === id) delete root.dataset.sheetOpen;
  };
}
