'use client';

import { usePathname } from 'next/navigation';
import { useState, type ReactNode } from 'react';
import { ChevronDownIcon } from '@/components/icons/ui-icons';
import { useLocalizeHref } from '@/components/locale-routing/locale-routing-provider';
import styles from './sport-tree.module.css';

/**
 * A sport row of the sidebar whose categories unfold below it: open while the current page is
 * under the sport, and toggled by the chevron otherwise.
 */
export function SportTreeItem({
  sportKey,
  link,
  toggleLabel,
  children,
}: {
  sportKey: string;
  link: ReactNode;
  toggleLabel: string;
  children?: ReactNode;
}) {
  const pathname = usePathname();
  const localize = useLocalizeHref();
  const base = localize(`/sport/${sportKey}`);
  const current = pathname === base || pathname.startsWith(`${base}/`);
  const [toggled, setToggled] = useState<boolean | null>(null);
  const open = toggled ?? current;
  return (
    <li className={styles.item}>
      <div className={styles.row}>
        {link}
        {children ? (
          <button
            type="button"
            className={styles.toggle}
            aria-expanded={open}
            aria-label={toggleLabel}
            onClick={() => setToggled(!open)}
            data-testid={`sport-toggle-${sportKey}`}
          >
            <ChevronDownIcon size={14} />
          </button>
        ) : null}
      </div>
      {children && open ? <div className={styles.panel}>{children}</div> : null}
    </li>
  );
}
