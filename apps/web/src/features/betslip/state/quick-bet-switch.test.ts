import { describe, expect, it, vi } from 'vitest';

describe('quick bet before its rules load', () => {
  it('switches at once, and the rules apply the switch and the picks that waited, in order', async () => {
    vi.resetModules();
    const quickSwitch = await import('./quick-bet-switch');
    expect(quickSwitch.isQuickBetEnabled()).toBe(false);
    quickSwitch.toggleQuickBet();
    // The switch moves before the rules are there.
    expect(quickSwitch.isQuickBetEnabled()).toBe(true);
    const seen: boolean[] = [];
    quickSwitch.withQuickBet((rules) => seen.push(rules.get().isEnabled));
    const { getQuickBet } = await import('./quick-bet-store');
    expect(getQuickBet().isEnabled).toBe(true);
    expect(seen).toEqual([true]);
    // Loaded: the switch goes straight to the rules and follows them.
    quickSwitch.toggleQuickBet();
    expect(getQuickBet().isEnabled).toBe(false);
    expect(quickSwitch.isQuickBetEnabled()).toBe(false);
  });
});
