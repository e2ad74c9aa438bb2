import { localeFromAcceptLanguage } from '@sportsbook/contract';
import type { Locale } from '@sportsbook/contract';

/** What a notification says; the caption (which bet) comes from the caption helpers. */
export interface NotificationText {
  title: string;
  body: string;
}

/**
 * The texts of every notification (account-platform §3), in each product locale. Notifications
 * are written once, in the owner's language when they are created, and the web shows them as
 * stored. Amounts arrive already formatted (formatMoney: '12.50 EUR', the same in every
 * language); selection counts go through Intl.PluralRules so Arabic gets its dual and plurals.
 * Wording follows the web's messages (apps/web/messages/*.json, myBets).
 */
export interface NotificationTexts {
  /** Caption of a combo, e.g. 'Combo, 3 selections'. */
  comboCaption(selections: number): string;
  /** Caption of a system bet, e.g. 'System 2/3, 3 selections'. */
  systemCaption(winCount: number, totalCount: number, selections: number): string;
  /** The bet's reference as the web's "Ref. {ref}" says it; "Ref. …" when a locale has none. */
  reference?(ref: string): string;
  betWon(amount: string): NotificationText;
  betLost(): NotificationText;
  /** Void, half lost or an entire refund: the amount went back to the balance. */
  betRefunded(amount: string): NotificationText;
  /** Every leg's market was cancelled: the stake went back. */
  betCancelled(amount: string): NotificationText;
  betCashedOut(amount: string): NotificationText;
  /** A partial cashout: `stake` is the part of the stake it took; the rest stays open. */
  betPartlyCashedOut(amount: string, stake: string): NotificationText;
}

type PluralForms = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };

/** `#` in the chosen form is replaced by the count. */
function plural(locale: Locale, count: number, forms: PluralForms): string {
  const form = forms[new Intl.PluralRules(locale).select(count)] ?? forms.other;
  return form.replace('#', String(count));
}

const en: NotificationTexts = {
  reference: (ref) => `Ref. ${ref}`,
  comboCaption: (n) => `Combo, ${plural('en', n, { one: '# selection', other: '# selections' })}`,
  systemCaption: (win, total, n) =>
    `System ${win}/${total}, ${plural('en', n, { one: '# selection', other: '# selections' })}`,
  betWon: (amount) => ({ title: 'Bet won', body: `You won ${amount}.` }),
  betLost: () => ({ title: 'Bet lost', body: 'Better luck next time.' }),
  betRefunded: (amount) => ({
    title: 'Bet refunded',
    body: `${amount} went back to your balance.`,
  }),
  betCancelled: (amount) => ({
    title: 'Bet cancelled',
    body: `${amount} went back to your balance.`,
  }),
  betCashedOut: (amount) => ({ title: 'Bet cashed out', body: `You cashed out ${amount}.` }),
  betPartlyCashedOut: (amount, stake) => ({
    title: 'Part of your bet cashed out',
    body: `You cashed out ${amount} for ${stake} of your stake; the rest of the bet stays open.`,
  }),
};

const de: NotificationTexts = {
  reference: (ref) => `Wett-Nr. ${ref}`,
  comboCaption: (n) => `Kombiwette, ${plural('de', n, { one: '# Auswahl', other: '# Auswahlen' })}`,
  systemCaption: (win, total, n) =>
    `Systemwette ${win}/${total}, ${plural('de', n, { one: '# Auswahl', other: '# Auswahlen' })}`,
  betWon: (amount) => ({ title: 'Wette gewonnen', body: `Du hast ${amount} gewonnen.` }),
  betLost: () => ({ title: 'Wette verloren', body: 'Viel Glück beim nächsten Mal!' }),
  betRefunded: (amount) => ({
    title: 'Wette erstattet',
    body: `Wir haben deinem Guthaben ${amount} wieder gutgeschrieben.`,
  }),
  betCancelled: (amount) => ({
    title: 'Wette storniert',
    body: `Wir haben deinem Guthaben ${amount} wieder gutgeschrieben.`,
  }),
  betCashedOut: (amount) => ({
    title: 'Wette per Cash-out ausgezahlt',
    body: `Du hast ${amount} per Cash-out erhalten.`,
  }),
  betPartlyCashedOut: (amount, stake) => ({
    title: 'Wette teilweise ausgezahlt',
    body: `Du hast für ${stake} deines Einsatzes ${amount} per Cash-out erhalten; der Rest der Wette bleibt offen.`,
  }),
};

const ptBR: NotificationTexts = {
  reference: (ref) => `Cód. ${ref}`,
  comboCaption: (n) => `Múltipla, ${plural('pt-BR', n, { one: '# seleção', other: '# seleções' })}`,
  systemCaption: (win, total, n) =>
    `Sistema ${win}/${total}, ${plural('pt-BR', n, { one: '# seleção', other: '# seleções' })}`,
  betWon: (amount) => ({ title: 'Aposta ganha', body: `Você ganhou ${amount}.` }),
  betLost: () => ({ title: 'Aposta perdida', body: 'Mais sorte na próxima!' }),
  betRefunded: (amount) => ({
    title: 'Aposta reembolsada',
    body: `Devolvemos ${amount} ao seu saldo.`,
  }),
  betCancelled: (amount) => ({
    title: 'Aposta cancelada',
    body: `Devolvemos ${amount} ao seu saldo.`,
  }),
  betCashedOut: (amount) => ({
    title: 'Cash out feito',
    body: `Você fez cash out de ${amount}.`,
  }),
  betPartlyCashedOut: (amount, stake) => ({
    title: 'Cash out parcial feito',
    body: `Você fez cash out de ${amount} por ${stake} do valor apostado; o restante da aposta continua aberto.`,
  }),
};

const arSelections: PluralForms = {
  zero: 'لا اختيارات',
  one: 'اختيار واحد',
  two: 'اختياران',
  few: '# اختيارات',
  many: '# اختيارًا',
  other: '# اختيار',
};

const ar: NotificationTexts = {
  reference: (ref) => `المرجع ${ref}`,
  comboCaption: (n) => `رهان مجمّع، ${plural('ar', n, arSelections)}`,
  systemCaption: (win, total, n) => `نظام ${win}/${total}، ${plural('ar', n, arSelections)}`,
  betWon: (amount) => ({ title: 'رهان رابح', body: `لقد ربحت ${amount}.` }),
  betLost: () => ({ title: 'رهان خاسر', body: 'حظًا أوفر في المرة القادمة.' }),
  betRefunded: (amount) => ({ title: 'رهان مسترد', body: `أُعيد ${amount} إلى رصيدك.` }),
  betCancelled: (amount) => ({ title: 'رهان ملغى', body: `أُعيد ${amount} إلى رصيدك.` }),
  betCashedOut: (amount) => ({ title: 'تم صرف الرهان', body: `لقد صرفت ${amount}.` }),
  betPartlyCashedOut: (amount, stake) => ({
    title: 'تم صرف جزء من رهانك',
    body: `لقد صرفت ${amount} مقابل ${stake} من مبلغ رهانك، ويبقى باقي الرهان مفتوحًا.`,
  }),
};

export const NOTIFICATION_TEXTS: Record<Locale, NotificationTexts> = {
  en,
  de,
  'pt-BR': ptBR,
  ar,
};

/**
 * The locale to write a player's notifications in. players.language holds a product locale
 * (update_locale validates it); anything else (an older value, 'pt', 'de-AT') is matched the
 * way an Accept-Language tag is, and an unknown language gets English.
 */
export function notificationLocaleOf(language: string | null | undefined): Locale {
  return localeFromAcceptLanguage(language ?? undefined);
}

export function notificationTextsFor(language: string | null | undefined): NotificationTexts {
  return NOTIFICATION_TEXTS[notificationLocaleOf(language)];
}
