import type { ReactNode } from 'react';
import { BrandLogo } from '@/components/icons/brand-logo';
import styles from './standalone-page.module.css';

/** A minimal frame (brand bar + centred content) for pages rendered outside the shell. */
export function StandalonePage({
  homeHref,
  homeLabel,
  children,
}: {
  homeHref: string;
  homeLabel: string;
  children: ReactNode;
}) {
  return (
    <div className={styles.page}>
      <header className={styles.bar} data-testid="header">
        <a href={homeHref} className={styles.brand} aria-label={homeLabel}>
          <BrandLogo />
          <span>Sportsbook</span>
        </a>
      </header>
      <main className={styles.main}>{children}</main>
    </div>
  );
}
