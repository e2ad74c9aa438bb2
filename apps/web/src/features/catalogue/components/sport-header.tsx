import type { Sport } from '@sportsbook/contract';
import { getTranslations } from 'next-intl/server';
import { ChevronEndIcon } from '@/components/icons/chevron-end-icon';
import { LocaleLink } from '@/components/locale-routing/locale-link';
import { SportIcon } from './sport-icon';
import styles from './sport-header.module.css';

/** Title block of a sport page: breadcrumb back to all sports, icon and localized name. */
export async function SportHeader({ sport }: { sport: Sport }) {
  const t = await getTranslations();
  return (
    <header className={styles.header}>
      <nav aria-label={t('sport.breadcrumb')} className={styles.crumbs}>
        <ol>
          <li>
            <LocaleLink href="/sport">{t('header.nav.sports')}</LocaleLink>
            <ChevronEndIcon size={14} />
          </li>
          <li aria-current="page">{sport.name}</li>
        </ol>
      </nav>
      <h1 className={styles.title} data-testid="sport-title">
        <span className={styles.icon}>
          <SportIcon sportKey={sport.key} size={28} />
        </span>
        {sport.name}
      </h1>
    </header>
  );
}
