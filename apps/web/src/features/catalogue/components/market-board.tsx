import type { Market, Match } from '@sportsbook/contract';
import { getLocale, getTranslations } from 'next-intl/server';
import {
  BET_BUILDER_HASH,
  BET_BUILDER_SPORTS,
  BET_BUILDER_TAB,
  BetBuilderHash,
  BetBuilderPanel,
} from '@/features/bet-builder';
import { withQuery } from '../api/catalogue-paths';
import { marketGroupTabs } from '../api/markets-layout';
import { selectionMatchInfoOf } from '../api/selection-input';
import { LinkTabs } from './link-tabs';
import { LiveMarketBlocks } from './live-market-blocks';
import styles from './market-board.module.css';

/** Human name of a group key the messages do not know: `correct_score` → `Correct score`. */
function humanize(key: string): string {
  const text = key.replace(/[_-]+/g, ' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * Every market of a match in group tabs (the tab is the `?group=` query, rendered on the server),
 * line markets folded into one block per market with their lines in numeric order. The blocks
 * take live updates (LiveMarketBlocks); the tabs are links rendered here.
 */
export async function MarketBoard({
  match,
  markets,
  group,
  path,
}: {
  match: Match;
  markets: Market[];
  group: string;
  path: string;
}) {
  const [t, locale] = await Promise.all([getTranslations('catalogue'), getLocale()]);
  // Bet builder (issue 21): football and ice hockey matches (decision 046, Stop 28) still open
  // for betting get the tab.
  const builder =
    BET_BUILDER_SPORTS.includes(match.sport.key) && (match.status === 0 || match.status === 1);
  const tabs = [...marketGroupTabs(markets), ...(builder ? [BET_BUILDER_TAB] : [])];
  const current = tabs.includes(group) ? group : 'all';
  const groupLabel = (key: string) =>
    t.has(`groups.${key}` as 'groups.all') ? t(`groups.${key}` as 'groups.all') : humanize(key);
  if (markets.length === 0) {
    return <p className={styles.none}>{t('noMarkets')}</p>;
  }
  return (
    <section aria-label={t('markets')} data-testid="market-board">
      {builder ? <BetBuilderHash tab={BET_BUILDER_TAB} hash={BET_BUILDER_HASH} /> : null}
      <LinkTabs
        label={t('marketGroups')}
        current={current}
        testIdPrefix="market-group-tab"
        tabs={tabs.map((key) => ({
          key,
          label: groupLabel(key),
          href: withQuery(path, { group: key === 'all' ? undefined : key }),
        }))}
      />
      {current === BET_BUILDER_TAB ? (
        <BetBuilderPanel
          match={{
            matchId: match.id,
            matchSlug: match.slug,
            sportKey: match.sport.key,
            nameA: match.home?.name ?? match.name ?? '',
            nameB: match.away?.name ?? '',
            matchStatus: match.status,
          }}
        />
      ) : (
        <LiveMarketBlocks
          match={selectionMatchInfoOf(match)}
          initialMarkets={markets}
          group={current}
          locale={locale}
          suspendedLabel={t('suspended')}
        />
      )}
    </section>
  );
}
