import { describe, expect, it } from 'vitest';
import { LOCALES } from '@sportsbook/contract';
import type { Locale } from '@sportsbook/contract';
import { betReference, formatMoney } from '@sportsbook/domain';
import { betCaptionOf } from '../src/services/notifications/bet-caption';
import {
  NOTIFICATION_TEXTS,
  notificationLocaleOf,
  notificationTextsFor,
} from '../src/services/notifications/notification-texts';
import type {
  NotificationText,
  NotificationTexts,
} from '../src/services/notifications/notification-texts';

const AMOUNT = formatMoney(1250n, 'EUR');
const STAKE = formatMoney(400n, 'EUR');

/** Every notification text, with the amounts it must show. */
const CASES: {
  name: string;
  text: (texts: NotificationTexts) => NotificationText;
  amounts: string[];
}[] = [
  { name: 'bet won', text: (t) => t.betWon(AMOUNT), amounts: [AMOUNT] },
  { name: 'bet lost', text: (t) => t.betLost(), amounts: [] },
  { name: 'bet refunded', text: (t) => t.betRefunded(AMOUNT), amounts: [AMOUNT] },
  { name: 'bet cancelled', text: (t) => t.betCancelled(AMOUNT), amounts: [AMOUNT] },
  { name: 'bet cashed out', text: (t) => t.betCashedOut(AMOUNT), amounts: [AMOUNT] },
  {
    name: 'part of a bet cashed out',
    text: (t) => t.betPartlyCashedOut(AMOUNT, STAKE),
    amounts: [AMOUNT, STAKE],
  },
];

describe('notification texts', () => {
  const matrix = LOCALES.flatMap((locale) => CASES.map((c) => [locale, c.name, c] as const));

  it.each(matrix)('%s: %s has a title and a body with its amounts', (locale, _name, c) => {
    const { title, body } = c.text(NOTIFICATION_TEXTS[locale]);
    expect(title.trim()).not.toBe('');
    expect(body.trim()).not.toBe('');
    for (const amount of c.amounts) expect(body).toContain(amount);
    // No placeholder left unfilled.
    expect(`${title} ${body}`).not.toMatch(/undefined|NaN|\$\{|#/);
  });

  // The regional English variants share en's wording (decision 031).
  it.each(LOCALES.filter((l) => !l.startsWith('en')))(
    '%s is a translation, not English',
    (locale) => {
      const texts = NOTIFICATION_TEXTS[locale];
      for (const c of CASES) {
        expect(c.text(texts).title, c.name).not.toBe(c.text(NOTIFICATION_TEXTS.en).title);
        expect(c.text(texts).body, c.name).not.toBe(c.text(NOTIFICATION_TEXTS.en).body);
      }
      expect(texts.comboCaption(3)).not.toBe(NOTIFICATION_TEXTS.en.comboCaption(3));
    },
  );

  it('every title and body is different within a locale', () => {
    for (const locale of LOCALES) {
      const titles = CASES.map((c) => c.text(NOTIFICATION_TEXTS[locale]).title);
      expect(new Set(titles).size, locale).toBe(titles.length);
    }
  });

  it('keeps the English texts as they were', () => {
    const { en } = NOTIFICATION_TEXTS;
    expect(en.betWon('12.50 EUR')).toEqual({ title: 'Bet won', body: 'You won 12.50 EUR.' });
    expect(en.betLost()).toEqual({ title: 'Bet lost', body: 'Better luck next time.' });
    expect(en.betRefunded('10.00 EUR')).toEqual({
      title: 'Bet refunded',
      body: '10.00 EUR went back to your balance.',
    });
    expect(en.betCancelled('10.00 EUR').title).toBe('Bet cancelled');
    expect(en.betCashedOut('9.10 EUR')).toEqual({
      title: 'Bet cashed out',
      body: 'You cashed out 9.10 EUR.',
    });
    expect(en.betPartlyCashedOut('4.00 EUR', '5.00 EUR')).toEqual({
      title: 'Part of your bet cashed out',
      body: 'You cashed out 4.00 EUR for 5.00 EUR of your stake; the rest of the bet stays open.',
    });
    expect(en.comboCaption(3)).toBe('Combo, 3 selections');
    expect(en.systemCaption(2, 3, 3)).toBe('System 2/3, 3 selections');
  });

  it.each(LOCALES)('%s: captions name the system and count the selections', (locale) => {
    const texts = NOTIFICATION_TEXTS[locale];
    // From 3 on: Arabic says two selections with the dual alone (اختياران), as the web does.
    for (const n of [3, 11, 100]) {
      expect(texts.comboCaption(n)).toContain(String(n));
      expect(texts.systemCaption(2, 3, n)).toContain(String(n));
    }
    expect(texts.systemCaption(2, 3, 3)).toContain('2/3');
  });

  it('counts selections with each language’s plural forms', () => {
    expect(NOTIFICATION_TEXTS.de.comboCaption(3)).toBe('Kombiwette, 3 Auswahlen');
    expect(NOTIFICATION_TEXTS['pt-BR'].systemCaption(2, 3, 3)).toBe('Sistema 2/3, 3 seleções');
    // Arabic: a dual, 3–10, 11–99 and 100 take different forms.
    expect(NOTIFICATION_TEXTS.ar.comboCaption(2)).toBe('رهان مجمّع، اختياران');
    expect(NOTIFICATION_TEXTS.ar.comboCaption(3)).toBe('رهان مجمّع، 3 اختيارات');
    expect(NOTIFICATION_TEXTS.ar.comboCaption(11)).toBe('رهان مجمّع، 11 اختيارًا');
    expect(NOTIFICATION_TEXTS.ar.comboCaption(100)).toBe('رهان مجمّع، 100 اختيار');
  });

  const BET_ID = '0193a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b';

  it('a single is captioned with its match and outcome in every language', () => {
    for (const locale of LOCALES) {
      expect(
        betCaptionOf(
          NOTIFICATION_TEXTS[locale],
          { id: BET_ID, type: 'single', systemWinCount: null, systemTotalCount: null },
          [{ matchName: 'Home - Away', outcomeName: 'Home' }],
        ),
      ).toMatch(/^Home - Away · Home · /);
    }
  });

  it('names the bet by the reference the receipt and history show', () => {
    const single = { id: BET_ID, type: 'single', systemWinCount: null, systemTotalCount: null };
    const pick = [{ matchName: 'Home - Away', outcomeName: 'Home' }];
    expect(betReference(BET_ID)).toBe('1D2E3F4A5B');
    expect(betCaptionOf(NOTIFICATION_TEXTS.en, single as never, pick)).toBe(
      'Home - Away · Home · Ref. 1D2E3F4A5B',
    );
    expect(betCaptionOf(NOTIFICATION_TEXTS.de, single as never, pick)).toBe(
      'Home - Away · Home · Wett-Nr. 1D2E3F4A5B',
    );
    const system = { id: BET_ID, type: 'system', systemWinCount: 2, systemTotalCount: 3 };
    expect(betCaptionOf(NOTIFICATION_TEXTS.en, system as never, [...pick, ...pick, ...pick])).toBe(
      'System 2/3, 3 selections · Ref. 1D2E3F4A5B',
    );
  });

  it('writes in the player’s language; an unknown one gets English', () => {
    const cases: [string | null | undefined, Locale][] = [
      ['en', 'en'],
      ['de', 'de'],
      ['pt-BR', 'pt-BR'],
      ['ar', 'ar'],
      ['pt', 'pt-BR'],
      ['de-AT', 'de'],
      ['fr', 'fr-CA'],
      ['nb', 'no'],
      ['sr', 'en'],
      ['xx', 'en'],
      ['', 'en'],
      [null, 'en'],
      [undefined, 'en'],
    ];
    for (const [language, locale] of cases) {
      expect(notificationLocaleOf(language), String(language)).toBe(locale);
    }
    expect(notificationTextsFor('de')).toBe(NOTIFICATION_TEXTS.de);
    expect(notificationTextsFor('xx')).toBe(NOTIFICATION_TEXTS.en);
  });
});
