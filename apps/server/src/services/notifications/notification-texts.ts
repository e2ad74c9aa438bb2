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
 * stored. Amounts arrive already formatted in that language (formatMoney with the locale:
 * '12,50 EUR' in de); selection counts go through Intl.PluralRules so Arabic gets its dual and plurals.
 * Wording follows the web's messages (apps/web/messages/*.json, myBets).
 */
export interface NotificationTexts {
  /** Caption of a combo, e.g. 'Combo, 3 selections'. */
  comboCaption(selections: number): string;
  /** Caption of a system bet, e.g. 'System 2/3, 3 selections'. */
  systemCaption(winCount: number, totalCount: number, selections: number): string;
  /** The bet's reference as the web's "Ref. {ref}" (myBets.ref) says it in that locale. */
  reference(ref: string): string;
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

const es: NotificationTexts = {
  reference: (ref) => `Ref. ${ref}`,
  comboCaption: (n) =>
    `Combinada, ${plural('es', n, { one: '# selección', other: '# selecciones' })}`,
  systemCaption: (win, total, n) =>
    `Sistema ${win}/${total}, ${plural('es', n, { one: '# selección', other: '# selecciones' })}`,
  betWon: (amount) => ({ title: 'Apuesta ganada', body: `Has ganado ${amount}.` }),
  betLost: () => ({ title: 'Apuesta perdida', body: '¡Más suerte la próxima vez!' }),
  betRefunded: (amount) => ({
    title: 'Apuesta reembolsada',
    body: `Hemos devuelto ${amount} a tu saldo.`,
  }),
  betCancelled: (amount) => ({
    title: 'Apuesta cancelada',
    body: `Hemos devuelto ${amount} a tu saldo.`,
  }),
  betCashedOut: (amount) => ({ title: 'Cash out realizado', body: `Has cobrado ${amount}.` }),
  betPartlyCashedOut: (amount, stake) => ({
    title: 'Cash out parcial realizado',
    body: `Has cobrado ${amount} por ${stake} de tu importe; el resto de la apuesta sigue abierta.`,
  }),
};

const fi: NotificationTexts = {
  reference: (ref) => `Viite ${ref}`,
  comboCaption: (n) => `Yhdistelmä, ${plural('fi', n, { one: '# valinta', other: '# valintaa' })}`,
  systemCaption: (win, total, n) =>
    `Järjestelmä ${win}/${total}, ${plural('fi', n, { one: '# valinta', other: '# valintaa' })}`,
  betWon: (amount) => ({ title: 'Veto voitti', body: `Voitit ${amount}.` }),
  betLost: () => ({ title: 'Veto hävisi', body: 'Parempaa onnea ensi kerralla!' }),
  betRefunded: (amount) => ({
    title: 'Veto palautettu',
    body: `${amount} palautettiin saldoosi.`,
  }),
  betCancelled: (amount) => ({
    title: 'Veto peruttu',
    body: `${amount} palautettiin saldoosi.`,
  }),
  betCashedOut: (amount) => ({ title: 'Veto lunastettu', body: `Lunastit ${amount}.` }),
  betPartlyCashedOut: (amount, stake) => ({
    title: 'Osa vedostasi lunastettu',
    body: `Lunastit ${amount} panoksesi osasta ${stake}; loput vedosta jää avoimeksi.`,
  }),
};

const frCA: NotificationTexts = {
  reference: (ref) => `Réf. ${ref}`,
  comboCaption: (n) =>
    `Combiné, ${plural('fr-CA', n, { one: '# sélection', other: '# sélections' })}`,
  systemCaption: (win, total, n) =>
    `Système ${win}/${total}, ${plural('fr-CA', n, { one: '# sélection', other: '# sélections' })}`,
  betWon: (amount) => ({ title: 'Pari gagné', body: `Vous avez gagné ${amount}.` }),
  betLost: () => ({ title: 'Pari perdu', body: 'Meilleure chance la prochaine fois!' }),
  betRefunded: (amount) => ({
    title: 'Pari remboursé',
    body: `${amount} a été remis dans votre solde.`,
  }),
  betCancelled: (amount) => ({
    title: 'Pari annulé',
    body: `${amount} a été remis dans votre solde.`,
  }),
  betCashedOut: (amount) => ({ title: 'Pari encaissé', body: `Vous avez encaissé ${amount}.` }),
  betPartlyCashedOut: (amount, stake) => ({
    title: 'Une partie de votre pari a été encaissée',
    body: `Vous avez encaissé ${amount} pour ${stake} de votre mise; le reste du pari demeure ouvert.`,
  }),
};

const heSelections: PluralForms = {
  one: 'בחירה אחת',
  two: 'שתי בחירות',
  other: '# בחירות',
};

const he: NotificationTexts = {
  reference: (ref) => `אסמכתה ${ref}`,
  comboCaption: (n) => `צירוף, ${plural('he', n, heSelections)}`,
  systemCaption: (win, total, n) => `שיטה ${win}/${total}, ${plural('he', n, heSelections)}`,
  betWon: (amount) => ({ title: 'ההימור זכה', body: `זכיתם ב־${amount}.` }),
  betLost: () => ({ title: 'ההימור הפסיד', body: 'בהצלחה בפעם הבאה!' }),
  betRefunded: (amount) => ({ title: 'ההימור הוחזר', body: `${amount} הוחזרו ליתרה שלכם.` }),
  betCancelled: (amount) => ({ title: 'ההימור בוטל', body: `${amount} הוחזרו ליתרה שלכם.` }),
  betCashedOut: (amount) => ({ title: 'ההימור מומש', body: `מימשתם ${amount}.` }),
  betPartlyCashedOut: (amount, stake) => ({
    title: 'חלק מההימור שלכם מומש',
    body: `מימשתם ${amount} עבור ${stake} מסכום ההימור; שאר ההימור נשאר פתוח.`,
  }),
};

const it: NotificationTexts = {
  reference: (ref) => `Rif. ${ref}`,
  comboCaption: (n) => `Multipla, ${plural('it', n, { one: '# selezione', other: '# selezioni' })}`,
  systemCaption: (win, total, n) =>
    `Sistema ${win}/${total}, ${plural('it', n, { one: '# selezione', other: '# selezioni' })}`,
  betWon: (amount) => ({ title: 'Scommessa vinta', body: `Hai vinto ${amount}.` }),
  betLost: () => ({ title: 'Scommessa persa', body: 'Più fortuna la prossima volta!' }),
  betRefunded: (amount) => ({
    title: 'Scommessa rimborsata',
    body: `${amount} è tornato sul tuo saldo.`,
  }),
  betCancelled: (amount) => ({
    title: 'Scommessa annullata',
    body: `${amount} è tornato sul tuo saldo.`,
  }),
  betCashedOut: (amount) => ({ title: 'Scommessa incassata', body: `Hai incassato ${amount}.` }),
  betPartlyCashedOut: (amount, stake) => ({
    title: 'Parte della scommessa incassata',
    body: `Hai incassato ${amount} per ${stake} della puntata; il resto della scommessa resta aperto.`,
  }),
};

const no: NotificationTexts = {
  reference: (ref) => `Ref. ${ref}`,
  comboCaption: (n) => `Kombinasjon, ${plural('no', n, { one: '# valg', other: '# valg' })}`,
  systemCaption: (win, total, n) =>
    `System ${win}/${total}, ${plural('no', n, { one: '# valg', other: '# valg' })}`,
  betWon: (amount) => ({ title: 'Spillet vant', body: `Du vant ${amount}.` }),
  betLost: () => ({ title: 'Spillet tapte', body: 'Bedre lykke neste gang!' }),
  betRefunded: (amount) => ({
    title: 'Spillet er refundert',
    body: `${amount} er satt tilbake på saldoen din.`,
  }),
  betCancelled: (amount) => ({
    title: 'Spillet er kansellert',
    body: `${amount} er satt tilbake på saldoen din.`,
  }),
  betCashedOut: (amount) => ({ title: 'Spillet er innløst', body: `Du innløste ${amount}.` }),
  betPartlyCashedOut: (amount, stake) => ({
    title: 'En del av spillet er innløst',
    body: `Du innløste ${amount} for ${stake} av innsatsen; resten av spillet forblir åpent.`,
  }),
};

const tr: NotificationTexts = {
  reference: (ref) => `Ref. ${ref}`,
  comboCaption: (n) => `Kombine, ${plural('tr', n, { one: '# seçim', other: '# seçim' })}`,
  systemCaption: (win, total, n) =>
    `Sistem ${win}/${total}, ${plural('tr', n, { one: '# seçim', other: '# seçim' })}`,
  betWon: (amount) => ({ title: 'Bahis kazandı', body: `${amount} kazandın.` }),
  betLost: () => ({ title: 'Bahis kaybetti', body: 'Bir dahaki sefere bol şans!' }),
  betRefunded: (amount) => ({
    title: 'Bahis iade edildi',
    body: `${amount} bakiyene geri yüklendi.`,
  }),
  betCancelled: (amount) => ({
    title: 'Bahis iptal edildi',
    body: `${amount} bakiyene geri yüklendi.`,
  }),
  betCashedOut: (amount) => ({ title: 'Bahis erken ödendi', body: `${amount} erken ödeme aldın.` }),
  betPartlyCashedOut: (amount, stake) => ({
    title: 'Bahsinin bir kısmı erken ödendi',
    body: `Tutarının ${stake} kısmı için ${amount} erken ödeme aldın; bahsin geri kalanı açık kalıyor.`,
  }),
};

export const NOTIFICATION_TEXTS: Record<Locale, NotificationTexts> = {
  en,
  de,
  'pt-BR': ptBR,
  ar,
  // The regional English variants word notifications as en does.
  'en-AU': en,
  'en-CA': en,
  'en-NZ': en,
  es,
  fi,
  'fr-CA': frCA,
  he,
  it,
  no,
  tr,
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
