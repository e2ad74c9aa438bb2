import type { JackpotPoolChangedWire, JackpotWire, Locale } from '@sportsbook/contract/browser';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { NextIntlClientProvider } from 'next-intl';
import { createElement, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import ar from '../../../../messages/ar.json';
import de from '../../../../messages/de.json';
import en from '../../../../messages/en.json';
import { shownAmount, slipContributions } from '../api/converted';
import { jackpotKeys, withPools } from '../api/jackpots';
import { ApproxAmount } from './jackpot-amount';
import { JackpotSlipNoteContent } from './slip-note-content';

/**
 * Decision 071: jackpot amounts in the jackpot's currency and, for a player whose currency
 * differs, "≈" the server's conversion into theirs, formatted by the page's locale.
 */

const level = (id: string, pool: string, ppm = 10_000) => ({
  id,
  code: id,
  name: id,
  state: 'active' as const,
  active: true,
  pool_amount: pool,
  seed_amount: '1000',
  must_hit_by: '500000',
  contribution_ppm: ppm,
  cycle: 1,
  commit_hash: 'c'.repeat(64),
});

const jackpot = (
  id: string,
  currency: 'EUR' | 'USD' | 'GBP',
  pool: string,
  converted?: JackpotWire['converted'],
): JackpotWire => ({
  id,
  name: `${id} pot`,
  state: 'active',
  currency,
  subunits: 2,
  amount: pool,
  pool_amount: pool,
  hits_amount: '0',
  levels: [level(`${id}-mini`, pool)],
  ...(converted ? { converted } : {}),
});

/** A USD jackpot as the server answers it for a EUR player: 1.08 USD per EUR. */
const usd = jackpot('usd', 'USD', '123456', {
  currency: 'EUR',
  subunits: 2,
  from_per_eur: '1.08',
  to_per_eur: '1',
  amount: '114311',
  pool_amount: '114311',
  hits_amount: '0',
  levels: [{ id: 'usd-mini', pool_amount: '114311', seed_amount: '925', must_hit_by: '462962' }],
});

const render = (locale: Locale, messages: typeof en, node: ReactNode, client?: QueryClient) =>
  renderToStaticMarkup(
    createElement(NextIntlClientProvider, {
      locale,
      messages,
      timeZone: 'UTC',
      children: client ? createElement(QueryClientProvider, { client }, node) : node,
    }),
  );

describe('jackpot amounts converted for the player (decision 071)', () => {
  it('shows the jackpot currency and ≈ the converted amount, by the page locale', () => {
    const shown = shownAmount('123456', 'USD', { amount: '114311', currency: 'EUR' }, 'de');
    expect(shown).toEqual({ main: '1.234,56 USD', approx: '1.143,11 EUR' });
    const html = render('de', de, createElement(ApproxAmount, { shown, testId: 'x' }));
    expect(html).toContain('≈ 1.143,11 EUR');
    expect(html).toContain('title="Etwa 1.143,11 EUR in deiner Währung"');
    expect(
      render(
        'en',
        en,
        createElement(ApproxAmount, {
          shown: shownAmount('123456', 'USD', { amount: '114311', currency: 'EUR' }, 'en'),
        }),
      ),
    ).toContain('≈ 1,143.11 EUR');
    // Arabic pages format with Latin digits, read left to right.
    expect(
      render(
        'ar',
        ar,
        createElement(ApproxAmount, {
          shown: shownAmount('5', 'USD', { amount: '4', currency: 'EUR' }, 'ar'),
        }),
      ),
    ).toContain('<bdi dir="ltr">≈ 0.04 EUR</bdi>');
  });

  it('shows nothing converted in the player currency or without a conversion', () => {
    expect(shownAmount('100', 'EUR', undefined, 'en')).toEqual({ main: '1.00 EUR' });
    expect(shownAmount('100', 'EUR', { amount: '100', currency: 'EUR' }, 'en')).toEqual({
      main: '1.00 EUR',
    });
    expect(render('en', en, createElement(ApproxAmount, { shown: { main: '1.00 EUR' } }))).toBe('');
  });

  it('a pool that ticks up on the public channel is converted again at the answer rates', () => {
    const message: JackpotPoolChangedWire = {
      jackpot_id: 'usd',
      currency: 'USD',
      amount: '200000',
      levels: [{ id: 'usd-mini', code: 'usd-mini', pool_amount: '200000' }],
    };
    const [updated] = withPools([usd], message);
    // 2 000.00 USD / 1.08 = 1 851.85… EUR, rounded down (FX-003).
    expect(updated!.converted).toMatchObject({
      amount: '185185',
      pool_amount: '185185',
      levels: [{ id: 'usd-mini', pool_amount: '185185', must_hit_by: '462962' }],
    });
    expect(updated!.pool_amount).toBe('200000');
  });

  it('the slip says what each jackpot gets: its currency, ≈ the slip currency', () => {
    const eur = jackpot('eur', 'EUR', '5000');
    const gbp = jackpot('gbp', 'GBP', '5000'); // no rate: placement would skip it
    const fed = slipContributions([eur, usd, gbp], 'EUR', [12_345n]);
    // 1 % of 123.45 EUR = 1.23 EUR; in USD 1.23 × 1.08 = 1.3284 → 1.32.
    expect(fed).toEqual([
      { id: 'eur', name: 'eur pot', amount: 123n, currency: 'EUR' },
      {
        id: 'usd',
        name: 'usd pot',
        amount: 132n,
        currency: 'USD',
        converted: { amount: 123n, currency: 'EUR' },
      },
    ]);
    // A share that converts to nothing feeds nothing (FX-004): 0.01 USD is 0.0092… EUR.
    const forUsd = jackpot('eur', 'EUR', '5000', {
      currency: 'USD',
      subunits: 2,
      from_per_eur: '1',
      to_per_eur: '1.08',
      amount: '5400',
      pool_amount: '5400',
      hits_amount: '0',
      levels: [{ id: 'eur-mini', pool_amount: '5400', seed_amount: '1080', must_hit_by: '540000' }],
    });
    expect(slipContributions([forUsd], 'USD', [100n])).toEqual([]);
    expect(slipContributions([forUsd], 'USD', [200n])).toEqual([
      {
        id: 'eur',
        name: 'eur pot',
        amount: 1n,
        currency: 'EUR',
        converted: { amount: 2n, currency: 'USD' },
      },
    ]);
    // Converted for another currency than the slip's: it cannot say how much.
    expect(slipContributions([forUsd], 'GBP', [12_345n])).toEqual([]);

    const client = new QueryClient();
    client.setQueryData(jackpotKeys.list('EUR'), [eur, usd, gbp]);
    const html = render(
      'de',
      de,
      createElement(JackpotSlipNoteContent, { currency: 'EUR', stakes: [12_345n] }),
      client,
    );
    expect(html).toContain('Diese Wette füllt den Jackpot: eur pot, usd pot');
    expect(html).toContain('eur pot: +1,23 EUR');
    expect(html).toContain('usd pot: +1,32 USD');
    expect(html).toContain('≈ 1,23 EUR');
    expect(html.match(/≈/g)).toHaveLength(1);
    expect(html).not.toContain('gbp pot');
  });
});
