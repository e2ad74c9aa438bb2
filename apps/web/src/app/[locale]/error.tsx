'use client';

import { useTranslations } from 'next-intl';
import { buttonClass } from '@/components/button/button-class';
import { ErrorView } from '@/components/error-view/error-view';
import { RefreshIcon } from '@/components/icons/ui-icons';
import { useLocalizeHref } from '@/components/locale-routing/locale-routing-provider';
import { StandalonePage } from '@/components/standalone-page/standalone-page';

/** Errors thrown while rendering the shell itself (the sport layout), outside the shell. */
export default function LocaleError({ retry }: { error: unknown; retry: () => void }) {
  const t = useTranslations();
  const home = useLocalizeHref()('/sport');
  return (
    <StandalonePage homeHref={home} homeLabel={t('header.homeLink')}>
      <title>{`${t('page.error.title')} | Sportsbook`}</title>
      <ErrorView
        kind="error"
        title={t('page.error.title')}
        description={t('page.error.description')}
        homeLabel={t('page.error.home-button.title')}
        homeHref={home}
        action={
          <button type="button" className={buttonClass('ghost', 'large')} onClick={() => retry()}>
            <RefreshIcon size={18} />
            {t('page.error.retry')}
          </button>
        }
      />
    </StandalonePage>
  );
}
