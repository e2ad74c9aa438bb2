import { LocaleLink } from '@/components/locale-routing/locale-link';
import styles from './link-tabs.module.css';

export interface LinkTab {
  key: string;
  label: string;
  href: string;
  count?: number;
}

/** Tabs that are plain links (server-rendered; the URL holds the choice). */
export function LinkTabs({
  tabs,
  current,
  label,
  testIdPrefix,
  variant = 'tabs',
}: {
  tabs: LinkTab[];
  current: string;
  label: string;
  testIdPrefix: string;
  variant?: 'tabs' | 'chips';
}) {
  return (
    <nav aria-label={label} className={variant === 'chips' ? styles.chips : styles.tabs}>
      <ul>
        {tabs.map((tab) => (
          <li key={tab.key}>
            <LocaleLink
              href={tab.href}
              aria-current={tab.key === current ? 'page' : undefined}
              className={styles.tab}
              data-testid={`${testIdPrefix}-${tab.key}`}
              scroll={false}
            >
              {tab.label}
              {tab.count !== undefined ? <span className={styles.count}>{tab.count}</span> : null}
            </LocaleLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
