import type { ReactNode } from 'react';
import styles from './page-title.module.css';

/** A catalogue page's h1 with an optional badge (country code, sport icon) and subtitle. */
export function PageTitle({
  badge,
  title,
  subtitle,
  testId,
}: {
  badge?: ReactNode;
  title: string;
  subtitle?: string;
  testId?: string;
}) {
  return (
    <div className={styles.wrap}>
      {badge ? <span className={styles.badge}>{badge}</span> : null}
      <div>
        <h1 className={styles.title} data-testid={testId}>
          {title}
        </h1>
        {subtitle ? <p className={styles.subtitle}>{subtitle}</p> : null}
      </div>
    </div>
  );
}
