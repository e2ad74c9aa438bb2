'use client';

import { useEffect, useState } from 'react';
import { apiRequest } from '@/lib/api-fetch';

export interface InitSportsbookProps {
  /** The host's token (decision 039), if the host sent one; without it the visit is anonymous. */
  token?: string | undefined;
  /** The page to open next, with its locale prefix. */
  target: string;
  labels: { starting: string; failed: string; continue: string };
}

/**
 * /sport/init-sportsbook (account-platform §2.1): a host frames it with its player's token; the
 * token is exchanged for the session cookie (POST /platform/api/v1/embed/session) and the frame
 * goes on to the target page, signed in. The token leaves the address before anything else runs,
 * and it is single-use on the server anyway.
 */
export function InitSportsbook({ token, target, labels }: InitSportsbookProps) {
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    const url = new URL(window.location.href);
    if (url.searchParams.has('token')) {
      url.searchParams.delete('token');
      window.history.replaceState(window.history.state, '', url);
    }
    if (!token) {
      window.location.replace(target);
      return;
    }
    apiRequest('embedSession', { body: { token } }).then(
      () => window.location.replace(target),
      () => setFailed(true),
    );
  }, [token, target]);
  return (
    <main
      data-testid="init-sportsbook"
      style={{ display: 'grid', placeItems: 'center', minHeight: '60vh', padding: 24 }}
    >
      {failed ? (
        <div role="alert" style={{ display: 'grid', gap: 12, textAlign: 'center' }}>
          <p>{labels.failed}</p>
          <a href={target}>{labels.continue}</a>
        </div>
      ) : (
        <p role="status">{labels.starting}</p>
      )}
    </main>
  );
}
