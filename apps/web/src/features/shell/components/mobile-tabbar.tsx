import { Children, type ReactNode } from 'react';
import styles from './mobile-tabbar.module.css';

/**
 * The fixed bottom bar on mobile (account-platform §2.4 "mobile tab bar"). Its items come from
 * the features that own them (sports menu, bet slip), composed by the layout.
 */
export function MobileTabbar({ label, children }: { label: string; children: ReactNode }) {
  return (
    <nav className={styles.tabbar} aria-label={label} data-testid="mobile-tabbar">
      <ul className={styles.list}>
        {Children.toArray(children).map((child, index) => (
          <li key={index}>{child}</li>
        ))}
      </ul>
    </nav>
  );
}
