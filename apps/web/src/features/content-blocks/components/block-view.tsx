import type {
  ContentBlock,
  ContentBlockType,
  FixedButtonLabel,
  PromotionWire,
} from '@sportsbook/contract/browser';
import type { ReactNode } from 'react';
import { buttonClass } from '@/components/button/button-class';
import { FIXED_BUTTON_HREFS, UNAVAILABLE_BLOCKS, featureHref } from '../api/block-links';
import styles from './content-blocks.module.css';
import { PromoCodeBlock } from './promo-code-block';
import { PromotionCards, type PromotionLabels } from './promotion-cards';
import promotionStyles from './promotions.module.css';

/** The words of the blocks, in the reader's language (the page's own text is the operator's). */
export interface BlockLabels {
  fixed: Record<FixedButtonLabel, string>;
  unavailable: string;
  seeAll: string;
  signInToSee: string;
  searchPlaceholder: string;
  searchSubmit: string;
  localTime: string;
  menu: string;
  language: string;
  sports: string;
  noLeagues: string;
  home: string;
  live: string;
  schedule: string;
  results: string;
  /** The welcome banner preset's words (the home hero's, decision 070). */
  welcome: { title: string; text: string };
  /** The promotion cards' words (decision 067). */
  promotion: PromotionLabels;
  /** The promocode block's prompt to a visitor. */
  promoCodePrompt: string;
}

export interface BlockContext {
  labels: BlockLabels;
  /** Adds the page's locale prefix to an internal path; other links are left alone. */
  href: (path: string) => string;
  sports: { key: string; name: string }[];
  /** The catalogue's leagues with games, most important first. */
  leagues: { name: string; country: string; sportKey: string; href: string }[];
  languages: { locale: string; name: string; href: string; current: boolean }[];
  /** The render's time, for the clock. */
  now: Date;
  locale: string;
  /** The campaigns shown on promotions (decision 067), for the bonus blocks. */
  promotions: readonly PromotionWire[];
}

/**
 * The campaigns a bonus block lists (decision 067): all of them, one type's (bonuses group), or
 * the one it names (bonus, by campaign id).
 */
function promotionsOf(
  block: ContentBlock,
  all: readonly PromotionWire[],
): readonly PromotionWire[] {
  if (block.type === 'bonuses') return all;
  if (block.type === 'bonuses_group')
    return block.props.bonusType ? all.filter((p) => p.bonus_type === block.props.bonusType) : all;
  if (block.type === 'bonus')
    return block.props.bonusId ? all.filter((p) => p.id === block.props.bonusId) : [];
  return [];
}

type BlockOf<T extends ContentBlockType> = Extract<ContentBlock, { type: T }>;

const external = (href: string) => /^https:\/\//.test(href);

function Anchor({
  href,
  context,
  className,
  children,
  testId,
}: {
  href: string;
  context: BlockContext;
  className?: string;
  children: ReactNode;
  testId?: string;
}) {
  return external(href) ? (
    <a
      href={href}
      className={className}
      target="_blank"
      rel="noopener noreferrer"
      data-testid={testId}
    >
      {children}
    </a>
  ) : (
    <a href={context.href(href)} className={className} data-testid={testId}>
      {children}
    </a>
  );
}

function Heading({ title }: { title?: string | undefined }) {
  return title ? <h2 className={styles.blockTitle}>{title}</h2> : null;
}

/** A block that shows one of our pages' lists: its title and the way to the full list. */
function FeatureCard({
  block,
  context,
  children,
}: {
  block: BlockOf<
    | 'live_events'
    | 'prematch_events'
    | 'top_events'
    | 'outrights'
    | 'result_events'
    | 'results'
    | 'schedule'
    | 'events_filter'
    | 'event_markets'
    | 'event_stats'
    | 'odds'
    | 'match_preview'
    | 'favorites'
    | 'notifications'
    | 'profile'
    | 'bonuses'
    | 'bonuses_group'
    | 'bonus'
    | 'promocode'
    | 'jackpot_banner'
    | 'jackpot_leaderboard'
    | 'jackpot_card'
    | 'prediction'
  >;
  context: BlockContext;
  children?: ReactNode;
}) {
  const sport = 'sport' in block.props ? block.props.sport : undefined;
  const href = featureHref(block.type, sport) ?? '/sport';
  const personal = [
    'favorites',
    'notifications',
    'profile',
    'bonuses',
    'bonuses_group',
    'bonus',
    'promocode',
  ].includes(block.type);
  return (
    <section className={styles.card}>
      <Heading title={block.props.title} />
      {children}
      {personal ? <p className={styles.muted}>{context.labels.signInToSee}</p> : null}
      <Anchor href={href} context={context} className={styles.more}>
        {context.labels.seeAll} →
      </Anchor>
    </section>
  );
}

function Children({ block, context }: { block: ContentBlock; context: BlockContext }) {
  return (
    <>
      {(block.children ?? []).map((child) => (
        <BlockView key={child.id} block={child} context={context} />
      ))}
    </>
  );
}

function render(block: ContentBlock, context: BlockContext): ReactNode {
  const { labels } = context;
  if ((UNAVAILABLE_BLOCKS as readonly string[]).includes(block.type)) {
    const title = 'title' in block.props ? block.props.title : undefined;
    return (
      <section className={`${styles.card} ${styles.unavailable}`}>
        <Heading title={title} />
        <p className={styles.muted}>{labels.unavailable}</p>
      </section>
    );
  }
  switch (block.type) {
    case 'text': {
      const { text, variant } = block.props;
      if (variant === 'heading') return <h2 className={styles.heading}>{text}</h2>;
      return <p className={variant === 'lead' ? styles.lead : styles.text}>{text}</p>;
    }
    case 'label':
      return (
        <span className={styles.label} data-tone={block.props.tone}>
          {block.props.text}
        </span>
      );
    case 'image': {
      const { src, alt, width, height, href } = block.props;
      const image = (
        <img
          src={src}
          alt={alt}
          width={width}
          height={height}
          className={styles.image}
          loading="lazy"
        />
      );
      return href ? (
        <Anchor href={href} context={context}>
          {image}
        </Anchor>
      ) : (
        image
      );
    }
    case 'banner': {
      // The welcome preset outside a page's body (the home hero lives there, decision 070): its
      // words in the reader's language and the way to sign up.
      const welcome = block.props.preset === 'welcome';
      const { image, tone } = block.props;
      const title = welcome ? labels.welcome.title : (block.props.title ?? '');
      const text = welcome ? labels.welcome.text : block.props.text;
      const href = welcome ? FIXED_BUTTON_HREFS.sign_up : block.props.href;
      const cta = welcome ? labels.fixed.sign_up : block.props.cta;
      return (
        <section className={styles.banner} data-tone={tone}>
          <div className={styles.bannerText}>
            <h2 className={styles.bannerTitle}>{title}</h2>
            {text ? <p>{text}</p> : null}
            {href && cta ? (
              <Anchor href={href} context={context} className={buttonClass('primary')}>
                {cta}
              </Anchor>
            ) : null}
          </div>
          {image ? <img src={image} alt="" className={styles.bannerImage} loading="lazy" /> : null}
        </section>
      );
    }
    case 'button': {
      const { fixedLabel, text, href, variant } = block.props;
      const label = text ?? (fixedLabel ? labels.fixed[fixedLabel] : '');
      const target = href ?? (fixedLabel ? FIXED_BUTTON_HREFS[fixedLabel] : '/sport');
      return (
        <Anchor href={target} context={context} className={buttonClass(variant)}>
          {label}
        </Anchor>
      );
    }
    case 'modal':
      // A native disclosure dialog: opens and closes without any script.
      return (
        <details className={styles.modal}>
          <summary className={buttonClass('secondary')}>{block.props.trigger}</summary>
          <div className={styles.modalBody} role="group" aria-label={block.props.title}>
            <h2 className={styles.blockTitle}>{block.props.title}</h2>
            <Children block={block} context={context} />
          </div>
        </details>
      );
    case 'iframe':
      return (
        <iframe
          src={external(block.props.src) ? block.props.src : context.href(block.props.src)}
          title={block.props.title}
          height={block.props.height}
          className={styles.iframe}
          loading="lazy"
          sandbox="allow-scripts allow-same-origin allow-popups"
        />
      );
    case 'link_item':
      return (
        <Anchor href={block.props.href} context={context} className={styles.linkItem}>
          <span className={styles.linkText}>{block.props.text}</span>
          {block.props.description ? (
            <span className={styles.muted}>{block.props.description}</span>
          ) : null}
        </Anchor>
      );
    case 'divider':
      return <hr className={styles.divider} />;
    case 'brand_logo':
      return (
        <Anchor href={block.props.href ?? '/sport'} context={context} className={styles.brand}>
          <span aria-hidden="true" className={styles.brandMark}>
            S
          </span>
          <span>{labels.home}</span>
        </Anchor>
      );
    case 'search':
      return (
        <form
          role="search"
          action={context.href('/sport/search')}
          method="get"
          className={styles.search}
        >
          <input
            type="search"
            name="q"
            aria-label={labels.searchSubmit}
            placeholder={block.props.placeholder ?? labels.searchPlaceholder}
            className={styles.searchInput}
            minLength={2}
            maxLength={100}
          />
          <button type="submit" className={buttonClass('secondary', 'small')}>
            {labels.searchSubmit}
          </button>
        </form>
      );
    case 'clock': {
      const timeZone = block.props.timeZone;
      let time: string;
      try {
        time = new Intl.DateTimeFormat(context.locale, {
          hour: '2-digit',
          minute: '2-digit',
          ...(timeZone
            ? { timeZone, timeZoneName: 'short' }
            : { timeZone: 'UTC', timeZoneName: 'short' }),
        }).format(context.now);
      } catch {
        time = context.now.toISOString().slice(11, 16);
      }
      return (
        <span className={styles.clock}>
          <span className={styles.muted}>{labels.localTime}</span>{' '}
          <time dateTime={context.now.toISOString()}>{time}</time>
        </span>
      );
    }
    case 'language': {
      const current = context.languages.find((language) => language.current);
      return (
        <details className={styles.language}>
          <summary className={styles.chip}>
            {block.props.title ?? labels.language}: {current?.name}
          </summary>
          <nav aria-label={block.props.title ?? labels.language} className={styles.languageList}>
            {context.languages.map((language) => (
              <a
                key={language.locale}
                href={language.href}
                hrefLang={language.locale}
                lang={language.locale}
                aria-current={language.current ? 'true' : undefined}
                className={styles.chip}
              >
                {language.name}
              </a>
            ))}
          </nav>
        </details>
      );
    }
    case 'sport_list': {
      const sports = context.sports.slice(0, block.props.limit);
      return (
        <nav aria-label={block.props.title ?? labels.sports} className={styles.card}>
          <Heading title={block.props.title ?? labels.sports} />
          <ul className={styles.list}>
            {sports.map((entry) => (
              <li key={entry.key}>
                <Anchor href={`/sport/${entry.key}`} context={context} className={styles.listLink}>
                  {entry.name}
                </Anchor>
              </li>
            ))}
          </ul>
        </nav>
      );
    }
    case 'leagues':
    case 'top_leagues':
    case 'navigation_top_leagues': {
      const sport = block.type === 'leagues' ? block.props.sport : undefined;
      const limit = block.type === 'leagues' ? 20 : block.props.limit;
      const leagues = (
        sport ? context.leagues.filter((league) => league.sportKey === sport) : context.leagues
      ).slice(0, limit);
      return (
        <nav aria-label={block.props.title ?? labels.sports} className={styles.card}>
          <Heading title={block.props.title} />
          {leagues.length === 0 ? <p className={styles.muted}>{labels.noLeagues}</p> : null}
          <ul className={styles.list}>
            {leagues.map((league) => (
              <li key={league.href}>
                <Anchor href={league.href} context={context} className={styles.listLink}>
                  {league.name} <span className={styles.muted}>{league.country}</span>
                </Anchor>
              </li>
            ))}
          </ul>
        </nav>
      );
    }
    case 'side_menu':
    case 'sub_menu':
    case 'speed_dial':
      return (
        <nav
          aria-label={block.props.title ?? labels.menu}
          className={styles.menu}
          data-kind={block.type}
        >
          {block.props.title ? <h2 className={styles.blockTitle}>{block.props.title}</h2> : null}
          <div className={block.type === 'speed_dial' ? styles.dial : styles.menuItems}>
            <Children block={block} context={context} />
          </div>
        </nav>
      );
    case 'mobile_selection_bar':
      return (
        <nav aria-label={block.props.title ?? labels.menu} className={styles.selectionBar}>
          <Children block={block} context={context} />
        </nav>
      );
    case 'bonuses':
    case 'bonuses_group':
    case 'bonus': {
      const shown = promotionsOf(block, context.promotions);
      // Without a campaign to show, the block keeps its way to the bonuses area.
      if (shown.length === 0) return <FeatureCard block={block} context={context} />;
      return (
        <section className={styles.promotions} aria-label={block.props.title}>
          <Heading title={block.props.title} />
          <PromotionCards
            promotions={shown}
            context={{ labels: labels.promotion, href: context.href, locale: context.locale }}
          />
        </section>
      );
    }
    case 'promocode':
      return (
        <section className={styles.card}>
          <Heading title={block.props.title} />
          <PromoCodeBlock
            prompt={labels.promoCodePrompt}
            signIn={labels.fixed.sign_in}
            className={promotionStyles.promo}
            buttonClassName={buttonClass('primary')}
          />
        </section>
      );
    case 'live_events':
    case 'prematch_events':
    case 'top_events':
    case 'outrights':
    case 'result_events':
    case 'results':
    case 'schedule':
    case 'events_filter':
    case 'event_markets':
    case 'event_stats':
    case 'odds':
    case 'match_preview':
    case 'favorites':
    case 'notifications':
    case 'profile':
    case 'jackpot_banner':
    case 'jackpot_leaderboard':
    case 'jackpot_card':
    case 'prediction':
      return (
        <FeatureCard block={block} context={context}>
          {block.type === 'events_filter' ? (
            <div className={styles.chips}>
              {(
                [
                  ['/sport/live', labels.live],
                  ['/sport/schedule', labels.schedule],
                  ['/sport/results', labels.results],
                ] as const
              ).map(([href, text]) => (
                <Anchor key={href} href={href} context={context} className={styles.chip}>
                  {text}
                </Anchor>
              ))}
            </div>
          ) : null}
        </FeatureCard>
      );
    default:
      return null;
  }
}

/** One content block, server-rendered (SEO): its type picks the markup, its props the content. */
export function BlockView({ block, context }: { block: ContentBlock; context: BlockContext }) {
  return (
    <div
      className={styles.block}
      data-block-type={block.type}
      data-block-id={block.id}
      id={`block-${block.id}`}
    >
      {render(block, context)}
    </div>
  );
}
