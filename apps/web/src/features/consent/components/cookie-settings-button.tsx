'use client';

import { openCookieSettings } from '../lib/cookie-settings-event';

/**
 * "Cookie settings": reopens the consent settings from anywhere (the footer places it). A plain
 * `<a href="#cookieSettings">` does the same without script.
 */
export function CookieSettingsButton({ label, className }: { label: string; className?: string }) {
  return (
    <button
      type="button"
      className={className}
      onClick={openCookieSettings}
      data-testid="cookie-settings-open"
    >
      {label}
    </button>
  );
}
