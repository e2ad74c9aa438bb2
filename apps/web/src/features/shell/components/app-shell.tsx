import type { ReactNode } from 'react';
import styles from './app-shell.module.css';

/**
 * Layout zones of the shell (account-platform §2.4): header, left sidebar, main, right sidebar
 * (bet slip), the footer and the mobile tab bar. The layout fills the slots; this only places
 * them. The footer spans the whole width under the columns, whose sticky sidebars scroll away
 * with it.
 */
export function AppShell({
  skipLabel,
  header,
  sidebar,
  betslip,
  footer,
  tabbar,
  children,
}: {
  skipLabel: string;
  header: ReactNode;
  sidebar: ReactNode;
  betslip: ReactNode;
  footer: ReactNode;
  tabbar: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className={styles.shell}>
      <a href="#main" className={styles.skipLink}>
        {skipLabel}
      </a>
      {header}
      <div className={styles.body}>
        {sidebar}
        <main id="main" className={styles.main} tabIndex={-1}>
          <div className={styles.content}>{children}</div>
        </main>
        {betslip}
      </div>
      {footer}
      {tabbar}
    </div>
  );
}
