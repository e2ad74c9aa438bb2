import { getTranslations } from 'next-intl/server';
import { ChevronEndIcon } from '@/components/icons/chevron-end-icon';
import { LocaleLink } from '@/components/locale-routing/locale-link';
import styles from './catalogue-crumbs.module.css';

/** Sports › sport › category › league breadcrumb; the last item is the current page. */
export async function CatalogueCrumbs({ items }: { items: { label: string; href?: string }[] }) {
  const t = await getTranslations();
  return (
    <nav aria-label={t('sport.breadcrumb')} className={styles.crumbs} data-testid="breadcrumb">
      <ol>
        <li>
          <LocaleLink href="/sport">{t('header.nav.sports')}</LocaleLink>
          <ChevronEndIcon size={14} />
        </li>
        {items.map((item, index) =>
          item.href && index < items.length - 1 ? (
            <li key={item.href}>
              <LocaleLink href={item.href}>{item.label}</LocaleLink>
              <ChevronEndIcon size={14} />
            </li>
          ) : (
            <li key={item.label} aria-current="page">
              {item.label}
            </li>
          ),
        )}
      </ol>
    </nav>
  );
}
