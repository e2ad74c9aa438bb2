import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { buttonClass } from '@/components/button/button-class';
import { EmptyState } from '@/components/empty-state/empty-state';
import { TrophyIcon } from '@/components/icons/trophy-icon';
import { LocaleLink } from '@/components/locale-routing/locale-link';
import { resolveLocale, type LocaleParams } from '@/i18n/resolve-locale.server';
import { pageMetadata } from '@/lib/page-metadata.server';

export async function generateMetadata({ params }: { params: LocaleParams }): Promise<Metadata> {
  const locale = await resolveLocale(params);
  const t = await getTranslations({ locale, namespace: 'promotions' });
  return pageMetadata({
    locale,
    path: '/sport/promotions',
    title: t('title'),
    description: t('description'),
  });
}

/** /sport/promotions (betting-core §2): says "coming soon" until there are bonuses to show. */
export default async function PromotionsPage({ params }: { params: LocaleParams }) {
  await resolveLocale(params);
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
