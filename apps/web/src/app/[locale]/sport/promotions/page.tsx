import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { buttonClass } from '@/components/button/button-class';
import { EmptyState } from '@/components/empty-state/empty-state';
import { TrophyIcon } from '@/components/icons/trophy-icon';
import { LocaleLink } from '@/components/locale-routing/locale-link';
import { ContentBlockPage, getContentPage } from '@/features/content-blocks/index.server';
import { resolveLocale, type LocaleParams } from '@/i18n/resolve-locale.server';
import { pageMetadata } from '@/lib/page-metadata.server';

export async function generateMetadata({ params }: { params: LocaleParams }): Promise<Metadata> {
  const locale = await resolveLocale(params);
  const t = await getTranslations({ locale, namespace: 'promotions' });
  const result = await getContentPage('promotions', locale);
  const content = result.status === 'ok' ? result.page.content : undefined;
  return pageMetadata({
    locale,
    path: '/sport/promotions',
    title: content?.title ?? t('title'),
    description: content?.description ?? t('description'),
  });
}

/**
 * /sport/promotions (betting-core §2): the operator's content-block page (decision 050); until
 * one is published, "coming soon".
 */
export default async function PromotionsPage({ params }: { params: LocaleParams }) {
  const locale = await resolveLocale(params);
  const result = await getContentPage('promotions', locale);
  if (result.status === 'ok') return <ContentBlockPage page={result.page} locale={locale} />;
  const t = await getTranslations('promotions');
  return (
    <>
      <h1 className="visually-hidden">{t('title')}</h1>
      <EmptyState
        icon={<TrophyIcon size={28} />}
        title={t('comingSoon')}
        description={t('comingSoonText')}
        action={
          <LocaleLink href="/sport" className={buttonClass('primary')}>
            {t('browse')}
          </LocaleLink>
        }
        data-testid="promotions-coming-soon"
      />
    </>
  );
}
