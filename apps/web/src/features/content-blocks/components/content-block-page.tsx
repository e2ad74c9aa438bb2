import {
  CONTENT_ZONES,
  LOCALES,
  isRtl,
  type ContentBlock,
  type ContentZone,
  type Locale,
  type PublishedContentPageWire,
  walkBlocks,
} from '@sportsbook/contract/browser';
import { getTranslations } from 'next-intl/server';
import { getSports, getTopLeagueLinks } from '@/features/catalogue/index.server';
import { LANGUAGE_NAMES } from '@/lib/language-names';
import { getWebConfig } from '@/lib/config.server';
import { localizedHref } from '@/lib/locale-href.server';
import { switchLocaleHref } from '@/lib/locale-path';
import { getPromotions } from '../api/get-promotions.server';
import { hasOperatorWords, sectionOf } from '../api/section-blocks';
import { promotionLabelsOf } from './promotion-labels';
import { BlockView, type BlockContext, type BlockLabels } from './block-view';
import styles from './content-blocks.module.css';
import { SectionView } from './section-view';

const ZONE_CLASS: Record<ContentZone, string | undefined> = {
  header: styles.zoneHeader,
  left_sidebar: styles.zoneLeft,
  mobile_side_menu: styles.zoneMobileMenu,
  mobile_tab_bar: styles.zoneMobileTabs,
  right_sidebar: styles.zoneRight,
  main: styles.zoneMain,
};

/** The blocks' words in the reader's language. */
export async function getBlockLabels(): Promise<BlockLabels> {
  const t = await getTranslations();
  return {
    fixed: {
      sign_in: t('header.signIn'),
      sign_up: t('header.signUp'),
      deposit: t('account.header.deposit'),
      sports_menu: t('mobileTabbar.sportsMenu'),
      my_bets: t('mobileTabbar.myBets'),
      bet_slip: t('mobileTabbar.betSlip'),
    },
    unavailable: t('contentBlocks.unavailable'),
    seeAll: t('contentBlocks.seeAll'),
    signInToSee: t('contentBlocks.signInToSee'),
    searchPlaceholder: t('contentBlocks.searchPlaceholder'),
    searchSubmit: t('contentBlocks.searchSubmit'),
    localTime: t('contentBlocks.localTime'),
    menu: t('contentBlocks.menu'),
    language: t('language.label'),
    sports: t('contentBlocks.sports'),
    noLeagues: t('contentBlocks.noLeagues'),
    home: t('header.homeLink'),
    live: t('header.nav.live'),
    schedule: t('header.nav.schedule'),
    results: t('header.nav.results'),
    welcome: { title: t('home.hero.title'), text: t('home.hero.subtitle') },
    promoCodePrompt: t('contentBlocks.promotion.promoCodePrompt'),
    promotion: promotionLabelsOf(
      (key, values) => t(`contentBlocks.promotion.${key}` as never, values as never) as string,
    ),
  };
}

/**
 * A configurable page (account-platform §2.4, decision 050), rendered on the server: every block
 * is in the document for search engines and readers without script. The zones sit around the
 * page's body: the header strip above it, the sidebars beside it on wide screens (below it on
 * narrow ones), the mobile side menu and tab bar only on phones. In the body, a block that is one
 * of the home's sections renders that section with its data (decision 070).
 *
 * `home`: the page is the home, /sport. With blocks in its body only (the seeded home), they
 * flow like the fixed home's sections did, so the home looks as it always has.
 */
export async function ContentBlockPage({
  page,
  locale,
  home = false,
}: {
  page: PublishedContentPageWire;
  locale: Locale;
  home?: boolean;
}) {
  const needsLeagues = walkBlocks(page.content.zones).some(({ block }) =>
    ['leagues', 'top_leagues', 'navigation_top_leagues'].includes(block.type),
  );
  const needsPromotions = walkBlocks(page.content.zones).some(({ block }) =>
    ['bonuses', 'bonuses_group', 'bonus'].includes(block.type),
  );
  const [labels, sports, leagues, t, promotions] = await Promise.all([
    getBlockLabels(),
    getSports(locale),
    needsLeagues ? getTopLeagueLinks(locale) : Promise.resolve([]),
    getTranslations('content'),
    needsPromotions ? getPromotions(locale) : Promise.resolve([]),
  ]);
  const options = { localeInUrl: getWebConfig().localeInUrl };
  const path = home ? '/sport' : `/sport/${page.path}`;
  const context: BlockContext = {
    labels,
    href: (href) => localizedHref(href, locale),
    sports: sports.status === 'ok' ? sports.sports.map((s) => ({ key: s.key, name: s.name })) : [],
    leagues,
    languages: LOCALES.map((code) => ({
      locale: code,
      name: LANGUAGE_NAMES[code],
      href: switchLocaleHref(path, code, options),
      current: code === locale,
    })),
    now: new Date(),
    locale,
    promotions,
  };
  // Another locale's page: the note, unless nothing in it is the operator's own words.
  const fallback = page.locale !== locale && hasOperatorWords(page);
  const main = page.content.zones.main;
  const hasHero = main.some((block) => sectionOf(block)?.kind === 'hero');
  const mainBlock = (block: ContentBlock, flow: boolean) => {
    const section = sectionOf(block);
    if (!section) {
      return flow ? (
        <div key={block.id} className={styles.flowBlock}>
          <BlockView block={block} context={context} />
        </div>
      ) : (
        <BlockView key={block.id} block={block} context={context} />
      );
    }
    return (
      <div
        key={block.id}
        className={flow ? undefined : styles.section}
        data-block-type={block.type}
        data-block-id={block.id}
        data-section={section.kind}
        id={`block-${block.id}`}
      >
        <SectionView section={section} locale={locale} sports={sports} />
      </div>
    );
  };
  const flow =
    home && CONTENT_ZONES.every((zone) => zone === 'main' || page.content.zones[zone].length === 0);
  // The note's page speaks its own language: marked so, for readers and screen readers.
  const language = fallback
    ? { lang: page.locale, dir: isRtl(page.locale as Locale) ? 'rtl' : 'ltr' }
    : {};
  return (
    <div
      className={flow ? undefined : styles.page}
      data-testid="content-block-page"
      data-path={page.path}
      data-version={page.version}
    >
      {/* The welcome hero's title is the page's heading when the page has it. */}
      {hasHero ? null : <h1 className="visually-hidden">{page.content.title}</h1>}
      {fallback ? (
        <p className={styles.notice} role="note" data-testid="content-fallback">
          {t('fallback')}
        </p>
      ) : null}
      {flow ? (
        <div {...language} data-zone="main">
          {main.map((block) => mainBlock(block, true))}
        </div>
      ) : (
        <div className={styles.layout} {...language}>
          {CONTENT_ZONES.map((zone) =>
            page.content.zones[zone].length > 0 ? (
              <div key={zone} className={ZONE_CLASS[zone]} data-zone={zone}>
                {page.content.zones[zone].map((block) =>
                  zone === 'main' ? (
                    mainBlock(block, false)
                  ) : (
                    <BlockView key={block.id} block={block} context={context} />
                  ),
                )}
              </div>
            ) : null,
          )}
        </div>
      )}
    </div>
  );
}
