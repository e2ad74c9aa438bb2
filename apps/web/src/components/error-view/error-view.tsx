import type { ReactNode } from 'react';
import { buttonClass } from '../button/button-class';
import styles from './error-view.module.css';

export interface ErrorViewProps {
  kind: 'not-found' | 'error';
  /**
   * `<ErrorIllustration />` or `<NotFoundIllustration />`, chosen by the caller: a client error
   * boundary (in every page's first load) then carries only the one it shows.
   */
  illustration: ReactNode;
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
}

/**
 * The 404 and error pages (account-platform §2.3): an image, the localized text and a button to
 * the home page. Free of hooks and client code so it renders from server pages, client error
 * boundaries and the global error document alike. The home button is a plain link on purpose:
 * a full load leaves the broken state behind.
 */
export function ErrorView({
  kind,
  illustration,
  title,
  description,
  homeLabel,
  homeHref,
  action,
  testId,
  code = kind === 'error' ? '500' : null,
}: ErrorViewProps) {
  const titleId = `${kind}-title`;
  return (
    <section
      className={styles.view}
      data-testid={testId ?? (kind === 'not-found' ? 'not-found' : 'error-page')}
      aria-labelledby={titleId}
    >
      <div className={styles.art} data-testid="error-illustration">
        {illustration}
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
