'use client';

import type {
  LotteriesOverviewWire,
  LotteryDrawWire,
  LotteryMarketWire,
  LotteryResultWire,
} from '@sportsbook/contract/browser';
import { lotteryGameOf, selectionIdOf, verifyDraw } from '@sportsbook/domain';
import { useQuery } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { EmptyState } from '@/components/empty-state/empty-state';
import { pickSelection, useShowOdds, useSlipSelected } from '@/features/betslip';
import { IntlScope } from '@/i18n/intl-scope';
import { QueryProvider } from '@/lib/query-provider';
import { drawSelection, getLotteries, lotteryKeys } from '../api/lotteries-client';
import styles from './lotteries.module.css';

const POLL_MS = 5_000;
const MARKET_KEYS: Record<number, 'number' | 'sum' | 'oddCount' | 'firstBall'> = {
  951: 'number',
  952: 'sum',
  953: 'oddCount',
  954: 'firstBall',
};

function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

function Countdown({ iso }: { iso: string }) {
  const t = useTranslations('lotteries');
  const left = Math.max(0, Math.floor((Date.parse(iso) - useNow()) / 1_000));
  const mm = String(Math.floor(left / 60)).padStart(2, '0');
  const ss = String(left % 60).padStart(2, '0');
  return (
    <span className={styles.countdown} data-testid="draw-countdown" suppressHydrationWarning>
      {left > 0 ? t('drawsIn', { time: `${mm}:${ss}` }) : t('drawing')}
    </span>
  );
}

function DrawTime({ iso }: { iso: string }) {
  const locale = useLocale();
  const text = new Intl.DateTimeFormat(locale, {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(iso));
  return (
    <time dateTime={iso} suppressHydrationWarning>
      {text}
    </time>
  );
}

function Hash({ label, value }: { label: string; value: string }) {
  return (
    <p className={styles.hash}>
      <span className={styles.muted}>{label}</span>{' '}
      <code title={value} data-testid="draw-hash">
        {value.slice(0, 16)}…{value.slice(-8)}
      </code>
    </p>
  );
}

function Price({
  draw,
  gameName,
  market,
  outcome,
  label,
  open,
}: {
  draw: LotteryDrawWire;
  gameName: string;
  market: LotteryMarketWire;
  outcome: LotteryMarketWire['outcomes'][number];
  label: string;
  open: boolean;
}) {
  const t = useTranslations('lotteries.markets');
  const showOdds = useShowOdds();
  const marketName = t(MARKET_KEYS[market.market_id] ?? 'number');
  const selection = drawSelection(draw, gameName, market, outcome, marketName, label, open);
  const selected = useSlipSelected(selectionIdOf(selection));
  const price = showOdds(outcome.odds);
  return (
    <button
      type="button"
      className={styles.price}
      aria-pressed={selection.active ? selected : undefined}
      disabled={!selection.active}
      aria-label={`${marketName} ${label} ${price}`}
      data-testid="lottery-price"
      data-market={market.market_id}
      data-outcome={outcome.id}
      onClick={() => pickSelection(selection)}
    >
      <span className={styles.priceLabel}>{label}</span>
      <bdi dir="ltr">{price}</bdi>
    </button>
  );
}

function outcomeLabel(
  t: ReturnType<typeof useTranslations<'lotteries'>>,
  market: LotteryMarketWire,
  id: string,
): string {
  if (market.market_id === 952) {
    const line = market.specifier.replace('total=', '');
    return id === 'over' ? t('over', { line }) : t('under', { line });
  }
  if (market.market_id === 953) return t('oddBalls', { count: Number(id) });
  if (market.market_id === 954) return id.replace('-', '–');
  return id;
}

function NextDraw({
  draw,
  gameName,
  open,
}: {
  draw: LotteryDrawWire;
  gameName: string;
  open: boolean;
}) {
  const t = useTranslations('lotteries');
  return (
    <div className={styles.markets}>
      {draw.markets.map((market) => (
        <section key={market.market_id} className={styles.market} data-testid="lottery-market">
          <h4 className={styles.marketName}>
            {t(`markets.${MARKET_KEYS[market.market_id] ?? 'number'}`)}
          </h4>
          <div className={market.market_id === 951 ? styles.balls : styles.row}>
            {market.outcomes.map((outcome) => (
              <Price
                key={outcome.id}
                draw={draw}
                gameName={gameName}
                market={market}
                outcome={outcome}
                label={outcomeLabel(t, market, outcome.id)}
                open={open}
              />
            ))}
          </div>
        </section>
      ))}
    </div>
  );
}

function Game({
  game,
  draws,
}: {
  game: LotteriesOverviewWire['games'][number];
  draws: LotteryDrawWire[];
}) {
  const t = useTranslations('lotteries');
  const now = useNow();
  const [chosen, setChosen] = useState<number | null>(null);
  const next = draws[0];
  if (!next) return null;
  // The draw bet on: the next one unless a later one was picked (and is still listed).
  const draw = draws.find((d) => d.id === chosen) ?? next;
  const open = Date.parse(draw.draw_time) > now;
  return (
    <article className={styles.game} data-testid="lottery-game" data-game={game.key}>
      <header className={styles.gameHead}>
        <div>
          <h3 className={styles.gameName}>{game.name}</h3>
          <p className={styles.muted}>
            {t('rules', { picks: game.picks, pool: game.pool, minutes: game.every_minutes })}
          </p>
        </div>
        <div className={styles.nextInfo} data-testid="next-draw" data-draw-id={next.id}>
          <span className={styles.nextTime}>
            <DrawTime iso={next.draw_time} />
          </span>
          <Countdown iso={next.draw_time} />
        </div>
      </header>
      <div className={styles.drawTabs} role="group" aria-label={t('chooseDraw')}>
        {draws.map((d) => (
          <button
            key={d.id}
            type="button"
            className={styles.drawTab}
            aria-pressed={d.id === draw.id}
            data-testid="draw-tab"
            data-draw-id={d.id}
            onClick={() => setChosen(d.id)}
          >
            <DrawTime iso={d.draw_time} />
          </button>
        ))}
      </div>
      <div data-testid="chosen-draw" data-draw-id={draw.id}>
        <Hash label={t('hash')} value={draw.hash} />
        <NextDraw draw={draw} gameName={game.name} open={open} />
      </div>
    </article>
  );
}

function Result({ result }: { result: LotteryResultWire }) {
  const t = useTranslations('lotteries');
  const [verified, setVerified] = useState<boolean | null>(null);
  const game = lotteryGameOf(result.game);
  return (
    <li className={styles.result} data-testid="lottery-result" data-draw-id={result.id}>
      <div className={styles.resultHead}>
        <span className={styles.resultName}>{result.name}</span>
        <ol className={styles.drawn} aria-label={t('balls')}>
          {result.balls.map((ball) => (
            <li key={ball} className={styles.ball} data-testid="drawn-ball">
              {ball}
            </li>
          ))}
        </ol>
      </div>
      <details className={styles.proof}>
        <summary>{t('proof')}</summary>
        <dl className={styles.proofList}>
          <dt>{t('hash')}</dt>
          <dd>
            <code data-testid="result-hash">{result.hash}</code>
          </dd>
          <dt>{t('seed')}</dt>
          <dd>
            <code data-testid="result-seed">{result.seed}</code>
          </dd>
        </dl>
        <p className={styles.muted}>{t('howToVerify')}</p>
      </details>
      <div className={styles.verifyRow}>
        <button
          type="button"
          className={styles.verify}
          data-testid="verify-proof"
          onClick={() => setVerified(game ? verifyDraw(game, result) : false)}
        >
          {t('verify')}
        </button>
        {verified === null ? null : (
          <span
            className={styles.verdict}
            data-ok={verified}
            role="status"
            data-testid="proof-verdict"
          >
            {verified ? t('verified') : t('notVerified')}
          </span>
        )}
      </div>
    </li>
  );
}

function LotteriesContent() {
  const t = useTranslations('lotteries');
  const { data, isError } = useQuery({
    queryKey: lotteryKeys.overview,
    queryFn: getLotteries,
    refetchInterval: POLL_MS,
  });
  if (isError) return <EmptyState title={t('loadError')} data-testid="lotteries-error" />;
  if (!data) return <div className={styles.loading} aria-busy="true" />;
  if (data.next_draws.length === 0 && data.results.length === 0)
    return <EmptyState title={t('empty')} data-testid="lotteries-empty" />;
  return (
    <div className={styles.page} data-testid="lotteries">
      <section aria-labelledby="next-draws">
        <h2 id="next-draws" className={styles.heading}>
          {t('nextDraws')}
        </h2>
        <div className={styles.games}>
          {data.games.map((game) => (
            <Game
              key={game.key}
              game={game}
              draws={data.next_draws.filter((d) => d.game === game.key)}
            />
          ))}
        </div>
      </section>
      {data.results.length > 0 ? (
        <section aria-labelledby="lottery-results">
          <h2 id="lottery-results" className={styles.heading}>
            {t('results')}
          </h2>
          <ul className={styles.results} data-testid="lottery-results">
            {data.results.map((result) => (
              <Result key={result.id} result={result} />
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}

/** /sport/lotteries (issue 22): next draws with their markets, results with their proof. */
export function LotteriesView() {
  return (
    <IntlScope>
      <QueryProvider>
        <LotteriesContent />
      </QueryProvider>
    </IntlScope>
  );
}
