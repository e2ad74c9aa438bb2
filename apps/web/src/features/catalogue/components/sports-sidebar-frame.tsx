'use client';

import { useEffect, useRef, type MouseEvent, type ReactNode } from 'react';
import { CloseIcon } from '@/components/icons/close-icon';
import { announceSheetOpen, lockPageScroll, onOtherSheetOpen } from '@/lib/sheets';
import {
  SPORTS_MENU_SHEET_ID,
  sportsMenuActions,
  useSportsMenuOpen,
} from '../hooks/use-sports-menu';
import styles from './sports-sidebar.module.css';

/**
 * The one sports navigation element: a sidebar column on desktop, a bottom sheet on mobile. One
 * element for both keeps ids and test ids unique on the page.
 */
export function SportsSidebarFrame({
  title,
  closeLabel,
  children,
}: {
  title: string;
  closeLabel: string;
  children: ReactNode;
}) {
  const open = useSportsMenuOpen();
  const closeButton = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    announceSheetOpen(SPORTS_MENU_SHEET_ID);
    const unlock = lockPageScroll(SPORTS_MENU_SHEET_ID);
    const unsubscribe = onOtherSheetOpen(SPORTS_MENU_SHEET_ID, () => sportsMenuActions.close());
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') sportsMenuActions.close({ restoreFocus: true });
    };
    document.addEventListener('keydown', onKeyDown);
    closeButton.current?.focus();
    return () => {
      unlock();
      unsubscribe();
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  // Picking a sport closes the sheet; the page underneath is what the player asked for.
  function onNavClick(event: MouseEvent<HTMLElement>) {
    if (event.target instanceof Element && event.target.closest('a')) sportsMenuActions.close();
  }

  return (
    <>
      <div
        className={styles.backdrop}
        data-open={open}
        aria-hidden="true"
        onClick={() => sportsMenuActions.close({ restoreFocus: true })}
      />
      <nav
        id="sports-menu"
        className={styles.sidebar}
        data-open={open}
        data-testid="sports-sidebar"
        aria-labelledby="sports-menu-title"
        onClick={onNavClick}
      >
        <span className={styles.grabber} aria-hidden="true" />
        <div className={styles.head}>
          <h2 id="sports-menu-title" className={styles.title}>
            {title}
          </h2>
          <button
            ref={closeButton}
            type="button"
            className={styles.close}
            aria-label={closeLabel}
            onClick={() => sportsMenuActions.close({ restoreFocus: true })}
          >
            <CloseIcon size={18} />
          </button>
        </div>
        {children}
      </nav>
    </>
  );
}
