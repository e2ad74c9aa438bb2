import { getTranslations } from 'next-intl/server';
import type { SportsResult } from '../api/get-sports.server';
import { SportList } from './sport-list';
import { SportsLoadError } from './sports-load-error';
import { SportsSidebarFrame } from './sports-sidebar-frame';
import styles from './sports-sidebar.module.css';

/** Left sidebar: the API's sports in priority order, or an inline error when it is down. */
export async function SportsSidebar({ result }: { result: SportsResult }) {
  const t = await getTranslations();
  return (
    <SportsSidebarFrame title={t('sports.title')} closeLabel={t('sportsMenu.close')}>
      {result.status === 'error' ? (
        <SportsLoadError compact />
      ) : result.sports.length === 0 ? (
        <p className={styles.empty}>{t('sports.empty')}</p>
      ) : (
        <SportList sports={result.sports} />
      )}
    </SportsSidebarFrame>
  );
}
