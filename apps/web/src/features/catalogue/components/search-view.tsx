import type { Locale } from '@sportsbook/contract';
import { getTranslations } from 'next-intl/server';
import { EmptyState } from '@/components/empty-state/empty-state';
import { TrophyIcon } from '@/components/icons/trophy-icon';
import { slugPath } from '../api/catalogue-paths';
import { searchCatalogue } from '../api/catalogue.server';
import { LinkTabs } from './link-tabs';
import { MatchList } from './match-list';
import styles from './search-view.module.css';
import { SectionBlock } from './section-block';

export const SEARCH_MIN = 3;
export const SEARCH_MAX = 50;

/** Search results grouped as leagues and matches; the query must be 3 to 50 characters. */
export async function SearchView({
  locale,
  q,
  action,
}: {
  locale: Locale;
  q: string;
  /** The localized URL of the search page, for the form's plain GET submit. */
  action: string;
}) {
  const t = await getTranslations('catalogue.search');
  const form = (
    <form role="search" action={action} method="get" className={styles.form}>
      <input
        type="search"
        name="q"
        defaultValue={q}
        minLength={SEARCH_MIN}
        maxLength={SEARCH_MAX}
        required
        placeholder={t('placeholder')}
        aria-label={t('label')}
        className={styles.input}
        data-testid="search-page-input"
      />
    </form>
  );
  if (q.length < SEARCH_MIN || q.length > SEARCH_MAX) {
    return (
      <>
        {form}
        <EmptyState compact title={t('tooShort')} data-testid="search-too-short" />
      </>
    );
  }
  const results = await searchCatalogue(locale, q);
  if (results.matches.length === 0 && results.tournaments.length === 0) {
    return (
      <>
        {form}
        <EmptyState title={t('empty', { query: q })} data-testid="search-empty" />
      </>
    );
  }
  return (
    <div data-testid="search-results">
      {form}
      {results.tournaments.length > 0 ? (
        <SectionBlock title={t('leagues')} icon={<TrophyIcon size={18} />} testId="search-leagues">
          <LinkTabs
            variant="chips"
            label={t('leagues')}
            current=""
            testIdPrefix="search-league"
            tabs={results.tournaments.map((tournament) => ({
              key: String(tournament.id),
              label: `${tournament.name} · ${tournament.category.name} · ${tournament.sport.name}`,
              href: slugPath(tournament.sport.key, tournament.slug),
            }))}
          />
        </SectionBlock>
      ) : null}
      {results.matches.length > 0 ? (
        <SectionBlock title={t('matches')} testId="search-matches">
          <MatchList matches={results.matches} showSport />
        </SectionBlock>
      ) : null}
    </div>
  );
}
