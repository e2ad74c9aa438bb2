'use client';

import { useState } from 'react';
import { buttonClass } from '@/components/button/button-class';
import { MoonIcon } from '@/components/icons/moon-icon';
import { SunIcon } from '@/components/icons/sun-icon';
import { useEventBus, publish } from '@/lib/event-bus';
import { otherTheme, themeCookie, type Theme } from '@/lib/theme';

/**
 * Flips <html data-theme> in place (no reload) and stores the choice in the `theme` cookie, which
 * the server reads to render the next page in the same theme without a flash. The labels come
 * translated from the server-rendered header.
 */
export function ThemeSwitch({
  initialTheme,
  labels,
  testId = 'theme-switch',
}: {
  initialTheme: Theme;
  labels: { toLight: string; toDark: string };
  testId?: string;
}) {
  const [theme, setTheme] = useState(initialTheme);
  const next = otherTheme(theme);

  // The header's and the footer's switches show the same theme whichever one was pressed.
  useEventBus('theme-changed', (changed) => setTheme(changed.theme));

  function toggle() {
    document.documentElement.dataset.theme = next;
    document.cookie = themeCookie(next);
    publish('theme-changed', { theme: next });
  }

  return (
    <button
      type="button"
      className={buttonClass('icon')}
      aria-label={next === 'light' ? labels.toLight : labels.toDark}
      data-testid={testId}
      data-theme-current={theme}
      onClick={toggle}
    >
      {theme === 'dark' ? <SunIcon size={18} /> : <MoonIcon size={18} />}
    </button>
  );
}
