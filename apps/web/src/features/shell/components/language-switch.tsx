'use client';

import { LOCALES, isRtl, type Locale } from '@sportsbook/contract/browser';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { CheckIcon } from '@/components/icons/check-icon';
import { ChevronDownIcon } from '@/components/icons/chevron-down-icon';
import { GlobeIcon } from '@/components/icons/globe-icon';
import { useLocaleRouting } from '@/components/locale-routing/locale-routing-provider';
import { LANGUAGE_NAMES, LANGUAGE_SHORT_NAMES } from '@/lib/language-names';
import { switchLocaleHref } from '@/lib/locale-path';
import styles from './language-switch.module.css';

/**
 * Language menu (betting-core §2): picking a language rewrites the locale segment of the current
 * URL, keeps the query string and hash, and reloads the page, so every server-rendered string,
 * the API data and <html lang dir> switch together. The labels come translated from the
 * server-rendered header: `change` already names the current language.
 */
export function LanguageSwitch({
  labels,
  placement = 'below',
  testId = 'language-switch',
}: {
  labels: { change: string; menu: string };
  /** The footer's switch opens its menu upwards, into the page. */
  placement?: 'below' | 'above';
  testId?: string;
}) {
  const { locale, localeInUrl } = useLocaleRouting();
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLUListElement>(null);
  // The header and the footer each have a switch: their menus need ids of their own.
  const menuId = useId();

  useEffect(() => {
    if (!open) return;
    menu.current?.querySelector<HTMLElement>('[aria-checked="true"]')?.focus();
    const onPointerDown = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        trigger.current?.focus();
      }
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  function choose(target: Locale) {
    setOpen(false);
    if (target === locale) return;
    window.location.assign(switchLocaleHref(window.location.href, target, { localeInUrl }));
  }

  // Menu pattern (WAI-ARIA APG): arrows move, Home/End jump, Tab leaves and closes.
  function onMenuKeyDown(event: KeyboardEvent<HTMLUListElement>) {
    if (event.key === 'Tab') return setOpen(false);
    const items = [...event.currentTarget.querySelectorAll<HTMLElement>('[role="menuitemradio"]')];
    const index = items.indexOf(document.activeElement as HTMLElement);
    const moves: Record<string, number> = {
      ArrowDown: (index + 1) % items.length,
      ArrowUp: (index - 1 + items.length) % items.length,
      Home: 0,
      End: items.length - 1,
    };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    items[next]?.focus();
  }

  return (
    <div className={styles.root} ref={root} data-placement={placement}>
      <button
        ref={trigger}
        type="button"
        className={styles.trigger}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-label={`${LANGUAGE_SHORT_NAMES[locale]} – ${labels.change}`}
        data-testid={testId}
        onClick={() => setOpen((value) => !value)}
      >
        <GlobeIcon size={18} />
        <span className={styles.triggerText}>{LANGUAGE_SHORT_NAMES[locale]}</span>
        <ChevronDownIcon size={14} className={styles.triggerChevron} />
      </button>
      {open ? (
        <ul
          ref={menu}
          id={menuId}
          role="menu"
          aria-label={labels.menu}
          className={styles.menu}
          onKeyDown={onMenuKeyDown}
        >
          <li role="presentation" className={styles.heading} aria-hidden="true">
            {labels.menu}
          </li>
          {LOCALES.map((option) => (
            <li key={option} role="none">
              <button
                type="button"
                role="menuitemradio"
                aria-checked={option === locale}
                tabIndex={-1}
                className={styles.item}
                data-testid={`language-option-${option}`}
                onClick={() => choose(option)}
              >
                <span lang={option} dir={isRtl(option) ? 'rtl' : 'ltr'}>
                  {LANGUAGE_NAMES[option]}
                </span>
                {option === locale ? (
                  <CheckIcon size={16} className={styles.check} />
                ) : (
                  <span className={styles.code}>{LANGUAGE_SHORT_NAMES[option]}</span>
                )}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
