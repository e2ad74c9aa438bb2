import { getTranslations } from 'next-intl/server';
import { LocaleLink } from '@/components/locale-routing/locale-link';
import styles from './pager.module.css';

/** Previous / next links for a paged list; `hrefFor` builds the URL of a page. */
export async function Pager({
  page,
  lastPage,
  hrefFor,
}: {
  page: number;
  lastPage: number;
  hrefFor: (page: number) => string;
}) {
  if (lastPage <= 1) return null;
  const t = await getTranslations('catalogue.schedule');
  return (
    <nav className={styles.pager} aria-label={t('pages')} data-testid="pager">
      {page > 1 ? (
        <LocaleLink href={hrefFor(page - 1)} className={styles.link} data-testid="pager-previous">
          {t('previous')}
        </LocaleLink>
      ) : (
        <span />
      )}
      <span className={styles.status}>{t('pageOf', { page, total: lastPage })}</span>
      {page < lastPage ? (
        <LocaleLink href={hrefFor(page + 1)} className={styles.link} data-testid="pager-next">
          {t('next')}
        </LocaleLink>
      ) : (
        <span />
      )}
    </nav>
  );
}
