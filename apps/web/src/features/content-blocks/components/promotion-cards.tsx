import type { PromotionWire } from '@sportsbook/contract/browser';
import { formatMoney, type CurrencyCode } from '@sportsbook/domain';
import { buttonClass } from '@/components/button/button-class';
import { PromotionBannerImage } from './promotion-banner';
import { PromotionCta } from './promotion-cta';
import styles from './promotions.module.css';

/** The cards' words in the reader's language (the campaign's name and description are the operator's). */
export interface PromotionLabels {
  types: Record<PromotionWire['bonus_type'], string>;
  /** "{from}–{to} selections ×{multiplier}" and "{from}+ selections ×{multiplier}". */
  range: (from: number, to: number | null, multiplier: string) => string;
  minOdds: (odds: string) => string;
  freebetAmount: (amount: string) => string;
  huntingUpTo: (amount: string) => string;
  pool: (amount: string) => string;
  prizes: (count: number) => string;
  until: (date: string) => string;
  verifiedOnly: string;
  code: string;
  signIn: string;
  redeem: string;
  buildCombo: string;
  seeProgress: string;
  openBonuses: string;
}

export interface PromotionContext {
  labels: PromotionLabels;
  href: (path: string) => string;
  locale: string;
}

const MAX_COUNT = 20;

/** The campaign's public terms in one line each, from its fields (localised, never invented). */
export function promotionTerms(p: PromotionWire, context: PromotionContext): string[] {
  const { labels, locale } = context;
  const odds = (value: number) =>
    new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 3 }).format(
      value,
    );
  const money = (amount: string) =>
    formatMoney(BigInt(amount), (p.currency ?? 'EUR') as CurrencyCode, locale);
  const lines: string[] = [];
  if (p.bonus_type === 'comboboost')
    for (const r of p.ranges)
      lines.push(
        labels.range(
          r.min_count,
          r.max_count >= MAX_COUNT ? null : r.max_count,
          odds(r.bonus_odds),
        ),
      );
  if (p.bonus_type === 'freebet' && p.amount) lines.push(labels.freebetAmount(money(p.amount)));
  if (p.bonus_type === 'hunting' && p.thresholds.length > 0) {
    const top = p.thresholds.reduce((a, b) => (BigInt(b.amount) > BigInt(a) ? b.amount : a), '0');
    lines.push(labels.huntingUpTo(money(top)));
  }
  if (p.bonus_type === 'tournament' && p.initial_pool)
    lines.push(labels.pool(money(p.initial_pool)));
  if (p.bonus_type === 'lootbox' && p.prizes.length > 0) lines.push(labels.prizes(p.prizes.length));
  if (p.min_odds !== null) lines.push(labels.minOdds(odds(p.min_odds)));
  if (p.only_verified) lines.push(labels.verifiedOnly);
  if (p.valid_to)
    lines.push(
      labels.until(
        new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(new Date(p.valid_to)),
      ),
    );
  return lines;
}

/** What a signed-in player does next: redeem the advertised code, bet, or see the bonus. */
function playerAction(p: PromotionWire, labels: PromotionLabels): { path: string; label: string } {
  if (p.promo_code) return { path: '/sport/profile/bonuses', label: labels.redeem };
  if (p.bonus_type === 'comboboost' && p.open_to_all)
    return { path: '/sport', label: labels.buildCombo };
  if (p.open_to_all) return { path: '/sport/profile/bonuses', label: labels.seeProgress };
  return { path: '/sport/profile/bonuses', label: labels.openBonuses };
}

/** One campaign as a promotion card: banner, type, name, description, terms, code, action. */
export function PromotionCard({
  promotion: p,
  context,
}: {
  promotion: PromotionWire;
  context: PromotionContext;
}) {
  const { labels } = context;
  const action = playerAction(p, labels);
  return (
    <article
      className={styles.card}
      data-testid="promotion-card"
      data-type={p.bonus_type}
      data-id={p.id}
    >
      <div className={styles.banner}>
        <PromotionBannerImage desktop={p.banners.desktop} mobile={p.banners.mobile} />
      </div>
      <div className={styles.body}>
        <span className={styles.type}>{labels.types[p.bonus_type]}</span>
        <h3 className={styles.title}>{p.name}</h3>
        {p.description ? <p className={styles.description}>{p.description}</p> : null}
        <ul className={styles.terms} data-testid="promotion-terms">
          {promotionTerms(p, context).map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
        <div className={styles.actions}>
          {p.promo_code ? (
            <span className={styles.code} data-testid="promotion-code">
              {labels.code} <strong dir="ltr">{p.promo_code}</strong>
            </span>
          ) : null}
          <PromotionCta
            className={buttonClass('primary')}
            visitor={{ href: '#signIn', label: labels.signIn }}
            player={{ href: context.href(action.path), label: action.label }}
          />
        </div>
      </div>
    </article>
  );
}

/** The cards of a bonus block, in a grid: one column on a phone, two or three on wider pages. */
export function PromotionCards({
  promotions,
  context,
}: {
  promotions: readonly PromotionWire[];
  context: PromotionContext;
}) {
  return (
    <div className={styles.grid} data-testid="promotion-cards">
      {promotions.map((p) => (
        <PromotionCard key={p.id} promotion={p} context={context} />
      ))}
    </div>
  );
}
