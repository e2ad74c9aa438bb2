'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { buttonClass } from '@/components/button/button-class';
import { MoonIcon, SunIcon } from '@/components/icons/ui-icons';
import { otherTheme, themeCookie, type Theme } from '@/lib/theme';

/**
 * Flips <html data-theme> in place (no reload) and stores the choice in the `theme` cookie, which
 * the server reads to render the next page in the same theme without a flash.
 */
export function ThemeSwitch({ initialTheme }: { initialTheme: Theme }) {
  const t = useTranslations('theme');
  const [theme, setTheme] = useState(initialTheme);
  const next = otherTheme(theme);

  function toggle() {
    document.documentElement.dataset.theme = next;
    document.cookie = themeCookie(next);
    setTheme(next);
  }

  return (
    <button
      type="button"
      className={buttonClass('icon')}
      aria-label={next === 'light' ? t('toLight') : t('toDark')}
      data-testid="theme-switch"
      data-theme-current={theme}
      onClick={toggle}
    >
      {theme === 'dark' ? <SunIcon size={18} /> : <MoonIcon size={18} />}
    </button>
  );
}
