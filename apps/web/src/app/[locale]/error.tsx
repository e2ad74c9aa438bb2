'use client';

import { buttonClass } from '@/components/button/button-class';
import { ErrorArtOnDemand } from '@/components/error-view/error-art-on-demand';
import { ErrorView } from '@/components/error-view/error-view';
import { RefreshIcon } from '@/components/icons/refresh-icon';
import { useLocalizeHref } from '@/components/locale-routing/locale-routing-provider';
import { StandalonePage } from '@/components/standalone-page/standalone-page';
import { useErrorPageTexts } from '@/i18n/client-intl-data';

/**
 * Errors thrown while rendering the shell itself (the sport layout), outside the shell. The
 * strings come translated from the locale layout, not from `useTranslations`: an error boundary
 * is in every page's first load, and the message formatter should not be.
 */
export default function LocaleError({ retry }: { error: unknown; retry: () => void }) {
  const texts = useErrorPageTexts();
  const home = useLocalizeHref()('/sport');
  return (
    <StandalonePage homeHref={home} homeLabel={texts.siteHome}>
      <title>{`${texts.title} | Sportsbook`}</title>
      <ErrorView
        kind="error"
        illustration={<ErrorArtOnDemand />}
        title={texts.title}
        description={texts.description}
        homeLabel={texts.home}
        homeHref={home}
        action={
          <button type="button" className={buttonClass('ghost', 'large')} onClick={() => retry()}>
            <RefreshIcon size={18} />
            {texts.retry}
          </button>
        }
      />
    </StandalonePage>
  );
}
