/**
 * Decides whether a click on a link starts a client-side navigation to another page, which is
 * when the route progress bar should start. Kept free of React so it can be unit tested.
 */
export interface ClickLike {
  button: number;
  defaultPrevented: boolean;
  metaKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
}

export interface AnchorLike {
  href: string;
  target: string;
  hasAttribute(name: string): boolean;
}

export function isClientNavigation(event: ClickLike, anchor: AnchorLike, current: string): boolean {
  if (event.defaultPrevented || event.button !== 0) return false;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return false;
  if (anchor.hasAttribute('download') || (anchor.target && anchor.target !== '_self')) return false;
  if (!anchor.href) return false;
  let next: URL;
  let here: URL;
  try {
    here = new URL(current);
    next = new URL(anchor.href, here);
  } catch {
    return false;
  }
  if (next.protocol !== here.protocol || next.host !== here.host) return false;
  // Only the fragment changes: the browser scrolls, no route change will ever complete the bar.
  return next.pathname !== here.pathname || next.search !== here.search;
}
