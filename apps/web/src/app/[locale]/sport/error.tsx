'use client';

import { useEffect } from 'react';
import { buttonClass } from '@/components/button/button-class';
import { reportError } from '@/lib/error-report-queue';
import { ErrorArtOnDemand } from '@/components/error-view/error-art-on-demand';
import { ErrorView } from '@/components/error-view/error-view';
import { RefreshIcon } from '@/components/icons/refresh-icon';
import { useLocalizeHref } from '@/components/locale-routing/locale-routing-provider';
import { useErrorPageTexts } from '@/i18n/client-intl-data';

/**
 * A page under /sport failed; the shell stays, the page area shows the error page. The strings
 * come translated from the locale layout: this boundary is in every page's first load, the
 * message formatter is not.
 */
export default function SportError({ error, retry }: { error: unknown; retry: () => void }) {
  const texts = useErrorPageTexts();
  useEffect(() => {
    // A server render error arrives with a digest and was reported by the server; only what
    // failed in this browser is reported from here (decision 034).
    if (!(error as { digest?: string } | null)?.digest) reportError(error);
  }, [error]);
  return (
    <>
      <title>{`${texts.title} | Sportsbook`}</title>
      <ErrorView
        kind="error"
        illustration={<ErrorArtOnDemand />}
        title={texts.title}
        description={texts.description}
        homeLabel={texts.home}
        homeHref={useLocalizeHref()('/sport')}
        action={
          <button type="button" className={buttonClass('ghost', 'large')} onClick={() => retry()}>
            <RefreshIcon size={18} />
            {texts.retry}
          </button>
        }
      />
    </>
  );
}
