import { publish, subscribe } from './event-bus';

/**
 * Mobile bottom sheets (sports menu, bet slip) belong to different features, yet only one may be
 * open at a time. They coordinate through the event bus instead of importing each other.
 */
export function announceSheetOpen(id: string): void {
  publish('sheet-opened', { id });
}

/** Calls `close` whenever another sheet opens; returns the unsubscribe function. */
export function onOtherSheetOpen(id: string, close: () => void): () => void {
  return subscribe('sheet-opened', (opened) => {
    if (opened.id !== id) close();
  });
}

/** Stops the page behind an open sheet from scrolling (CSS in globals.css, mobile only). */
export function lockPageScroll(id: string): () => void {
  const root = document.documentElement;
  root.dataset.sheetOpen = id;
  return () => {
    if (root.dataset.sheetOpen === id) delete root.dataset.sheetOpen;
  };
}
