'use client';

import { buttonClass } from '@/components/button/button-class';
import type { SessionBlockedView } from '../bridge/session-recovery';
import styles from './session-blocked-prompt.module.css';

/** The prompt's texts, translated on the server (the loader sits outside the client messages). */
export interface SessionBlockedLabels {
  title: string;
  /** "To keep you signed in here, allow cookies for …" */
  askAccess: string;
  allow: string;
  waiting: string;
  /** Storage access is out of reach: the new tab is the way on. */
  newTab: string;
  openTab: string;
  opened: string;
  /** Written into the new tab while it waits for the host's token. */
  opening: string;
}

/**
 * Shown in the frame when the browser dropped its session cookie (decision 073): a button that
 * asks the browser for storage access, or, when that cannot help, one that carries the player
 * on, signed in, in a tab of its own. It stays at the top of the part of the frame the host
 * shows (the bridge writes the frame's position to --host-frame-top).
 */
export function SessionBlockedPrompt({
  view,
  labels,
  onAllow,
  onOpenTab,
}: {
  view: SessionBlockedView;
  labels: SessionBlockedLabels;
  onAllow(): void;
  onOpenTab(): void;
}) {
  const askAccess = view.step === 'storage-access';
  const busy = askAccess && view.busy;
  return (
    <section
      className={styles.prompt}
      data-testid="session-blocked"
      data-step={view.step}
      data-reason={view.reason}
      aria-labelledby="session-blocked-title"
    >
      <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true">
        <path
          d="M12 2a5 5 0 0 0-5 5v3H6a2 2 0 0 0-2 2v8a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-8a2 2 0 0 0-2-2h-1V7a5 5 0 0 0-5-5Zm-3 8V7a3 3 0 1 1 6 0v3H9Z"
          fill="currentColor"
        />
      </svg>
      <div className={styles.text}>
        <h2 id="session-blocked-title" className={styles.title}>
          {labels.title}
        </h2>
        <p role="status" className={styles.body}>
          {askAccess
            ? busy
              ? labels.waiting
              : labels.askAccess
            : view.opened
              ? labels.opened
              : labels.newTab}
        </p>
      </div>
      {askAccess ? (
        <button
          type="button"
          className={buttonClass('primary', 'medium', styles.action)}
          data-testid="session-blocked-allow"
          disabled={busy}
          onClick={onAllow}
        >
          {labels.allow}
        </button>
      ) : (
        <button
          type="button"
          className={buttonClass(view.opened ? 'secondary' : 'primary', 'medium', styles.action)}
          data-testid="session-blocked-open-tab"
          onClick={onOpenTab}
        >
          {labels.openTab}
        </button>
      )}
    </section>
  );
}
