import { describe, expect, it } from 'vitest';
import { DEFAULT_BETSLIP_UI, parseBetslipUi, serializeBetslipUi } from './betslip-ui-storage';

describe('betslip UI storage', () => {
  it('round-trips open state and tab', () => {
    const ui = { open: false, tab: 'MY_BETS' as const };
    expect(parseBetslipUi(serializeBetslipUi(ui))).toEqual(ui);
  });

  it('only stores the persistent fields', () => {
    const extra = { open: true, tab: 'BET_SLIP' as const, sheetOpen: true };
    expect(JSON.parse(serializeBetslipUi(extra))).toEqual({ open: true, tab: 'BET_SLIP' });
  });

  it('falls back to an open bet slip tab for missing or broken data', () => {
    expect(parseBetslipUi(null)).toEqual(DEFAULT_BETSLIP_UI);
    expect(parseBetslipUi('not json')).toEqual(DEFAULT_BETSLIP_UI);
    expect(parseBetslipUi('null')).toEqual(DEFAULT_BETSLIP_UI);
    expect(parseBetslipUi('{"open":"yes","tab":"HISTORY"}')).toEqual(DEFAULT_BETSLIP_UI);
  });

  it('keeps the valid half of partially valid data', () => {
    expect(parseBetslipUi('{"open":false,"tab":"nope"}')).toEqual({ open: false, tab: 'BET_SLIP' });
    expect(parseBetslipUi('{"tab":"MY_BETS"}')).toEqual({ open: true, tab: 'MY_BETS' });
  });
});
