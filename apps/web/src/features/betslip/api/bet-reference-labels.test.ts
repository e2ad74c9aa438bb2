import { describe, expect, it } from 'vitest';
import ar from '../../../../messages/ar.json';
import de from '../../../../messages/de.json';
import en from '../../../../messages/en.json';
import ptBR from '../../../../messages/pt-BR.json';

/**
 * One bet reference format everywhere: the value is domain's betReference, and every surface
 * (slip receipt, quick-bet toast, bet history) labels it with the same words in each language.
 */
const label = (message: string, placeholder: string) => {
  const before = message.slice(0, message.indexOf(`{${placeholder}}`));
  return before.split(' · ').at(-1)?.trim();
};

describe('bet reference labels', () => {
  for (const [locale, messages] of Object.entries({ en, de, 'pt-BR': ptBR, ar })) {
    it(`are the same on the receipt, the quick-bet toast and in history (${locale})`, () => {
      const receipt = label(messages.betslip.receipt.ref, 'id');
      expect(receipt).toBeTruthy();
      expect(label(messages.betslip.quickBet.receipt, 'ref')).toBe(receipt);
      expect(label(messages.myBets.ref, 'ref')).toBe(receipt);
    });
  }
});
