/**
 * Countries for sign-up (account-platform §3 Settings.countries). Names come from the browser's
 * Intl data in the page's language, so no list of names has to be translated by hand.
 */
export const COUNTRY_CODES = [
  'AR',
  'AT',
  'AU',
  'BE',
  'BG',
  'BR',
  'CA',
  'CH',
  'CL',
  'CO',
  'CY',
  'CZ',
  'DE',
  'DK',
  'EE',
  'EG',
  'ES',
  'FI',
  'FR',
  'GB',
  'GR',
  'HR',
  'HU',
  'IE',
  'IN',
  'IS',
  'IT',
  'JO',
  'JP',
  'KE',
  'KR',
  'KW',
  'LT',
  'LU',
  'LV',
  'MA',
  'MT',
  'MX',
  'NG',
  'NL',
  'NO',
  'NZ',
  'PE',
  'PL',
  'PT',
  'QA',
  'RO',
  'RS',
  'SA',
  'SE',
  'SG',
  'SI',
  'SK',
  'TN',
  'TR',
  'UA',
  'AE',
  'US',
  'UY',
  'ZA',
] as const;

export function countryOptions(locale: string): { value: string; label: string }[] {
  let names: Intl.DisplayNames | undefined;
  try {
    names = new Intl.DisplayNames([locale], { type: 'region' });
  } catch {
    names = undefined;
  }
  return COUNTRY_CODES.map((code) => ({ value: code, label: names?.of(code) ?? code })).sort(
    (a, b) => a.label.localeCompare(b.label, locale),
  );
}
