import type { ReactNode } from 'react';
import { buttonClass } from '../button/button-class';
import styles from './error-view.module.css';

export interface ErrorViewFrameProps {
  kind: 'not-found' | 'error';
  title: string;
  description: string;
  homeLabel: string;
  /** Already locale-prefixed. */
  homeHref: string;
  /** An extra action, e.g. "Try again" on the error page. */
  action?: ReactNode;
  /** Overrides the test id of pages that reuse a kind (blocked, locked). */
  testId?: string;
  /** The small code above the title; defaults to 500 for errors, `null` hides it. */
  code?: string | null;
  /** The illustration (ErrorView picks it by kind; client error boundaries load it on demand). */
  art: ReactNode;
}

/**
 * The 404 and error pages (account-platform §2.3): an image, the localized text and a button to
 * the home page. Free of hooks and client code so it renders from server pages, client error
 * boundaries and the global error document alike. The home button is a plain link on purpose:
 * a full load leaves the broken state behind. The text and buttons are inline, so the page works
 * even when the failure is the network; only the illustration may come later.
 */
export function ErrorViewFrame({
  kind,
  title,
  description,
  homeLabel,
  homeHref,
  action,
  testId,
  code = kind === 'error' ? '500' : null,
  art,
}: ErrorViewFrameProps) {
  const titleId = `${kind}-title`;
  return (
    <section
      className={styles.view}
      data-testid={testId ?? (kind === 'not-found' ? 'not-found' : 'error-page')}
      aria-labelledby={titleId}
    >
      <div className={styles.art} data-testid="error-illustration">
        {art}
      </div>
      {code ? <p className={styles.code}>{code}</p> : null}
      <h1 id={titleId} className={styles.title}>
        {title}
      </h1>
      <p className={styles.description}>{description}</p>
      <div className={styles.actions}>
        <a href={homeHref} className={buttonClass('primary', 'large')} data-testid="home-button">
          {homeLabel}
        </a>
        {action}
      </div>
    </section>
  );
}
