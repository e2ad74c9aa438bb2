import { createTranslator } from 'use-intl/core';
import { describe, expect, it } from 'vitest';
import { MISSING_MARK, missingKeysIn, missingMessageFallback } from './missing-message';

describe('missing messages', () => {
  it('render as their key path with an invisible mark the reporter finds', () => {
    const t = createTranslator({
      locale: 'de',
      messages: { betslip: { place: 'Wette platzieren' } },
      namespace: 'betslip',
      getMessageFallback: missingMessageFallback,
      onError: () => {},
    });
    const missing = (t as unknown as (key: string) => string)('clear');
    expect(missing).toBe(`${MISSING_MARK}betslip.clear${MISSING_MARK}`);
    expect(missingKeysIn(`Slip: ${missing} · ${t('place')}`)).toEqual(['betslip.clear']);
  });

  it('finds nothing in translated text', () => {
    expect(missingKeysIn('Wette platzieren · 1.5 · betslip.place')).toEqual([]);
  });
});
