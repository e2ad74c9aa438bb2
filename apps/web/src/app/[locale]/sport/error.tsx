'use client';

import { useTranslations } from 'next-intl';
import { buttonClass } from '@/components/button/button-class';
import { ErrorView } from '@/components/error-view/error-view';
import { RefreshIcon } from '@/components/icons/ui-icons';
import { useLocalizeHref } from '@/components/locale-routing/locale-routing-provider';

/** A page under /sport failed; the shell stays, the page area shows the error page. */
export default function SportError({ retry }: { error: unknown; retry: () => void }) {
  const t = useTranslations('page');
  return (
    <>
      <title>{`${t('error.title')} | Sportsbook`}</title>
      <ErrorView
        kind="error"
        title={t('error.title')}
        description={t('error.description')}
        homeLabel={t('error.home-button.title')}
        homeHref={useLocalizeHref()('/sport')}
        action={
          <button type="button" className={buttonClass('ghost', 'large')} onClick={() => retry()}>
            <RefreshIcon size={18} />
            {t('error.retry')}
          </button>
        }
      />
    </>
  );
}
