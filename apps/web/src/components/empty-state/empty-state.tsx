import type { ReactNode } from 'react';
import styles from './empty-state.module.css';

export interface EmptyStateProps {
  /** A small icon shown in a round badge. */
  icon?: ReactNode;
  /** A larger picture shown as is, instead of the icon badge. */
  illustration?: ReactNode;
  title: string;
  description?: string;
  action?: ReactNode;
  compact?: boolean;
  /** `alert` announces a failure to screen readers as it appears. */
  role?: 'status' | 'alert';
  'data-testid'?: string;
}

export function EmptyState({
  icon,
  illustration,
  title,
  description,
  action,
  compact,
  role,
  ...rest
}: EmptyStateProps) {
  return (
    <div
      className={[styles.empty, compact ? styles.compact : ''].join(' ')}
      role={role}
      data-testid={rest['data-testid']}
    >
      {illustration ?? <div className={styles.icon}>{icon}</div>}
      <p className={styles.title}>{title}</p>
      {description ? <p className={styles.description}>{description}</p> : null}
      {action ? <div className={styles.action}>{action}</div> : null}
    </div>
  );
}
