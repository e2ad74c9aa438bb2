import { describe, expect, it } from 'vitest';
import { createQuickBet, quickBetSelectedOutcomeIds, reduceQuickBet } from './quick-bet';
import type { QuickBetEvent, QuickBetState } from './quick-bet';
import type { SlipError } from './slip-types';
import { pick } from './test-fixtures';

const run = (events: readonly QuickBetEvent[], state: QuickBetState = createQuickBet()) =>
  events.reduce(reduceQuickBet, state);
const error: SlipError = {
  message: 'no',
  code: 101,
  messagesByBet: {},
  details: null,
  wrongOdds: true,
};
const ready: QuickBetEvent[] = [
  { type: 'toggle' },
  { type: 'setStake', stake: 100n },
  { type: 'approve' },
  { type: 'select', selection: pick({ matchId: 1, odds: 1.5 }) },
];

describe('quick bet', () => {
  it('QB-001 toggling flips enabled and clears approval', () => {
    const approved = run(ready);
    expect(approved).toMatchObject({ isEnabled: true, isApproved: true });
    expect(run([{ type: 'toggle' }], approved)).toMatchObject({
      isEnabled: false,
      isApproved: false,
    });
  });

  it('QB-002 a stake or currency change clears approval; a new currency also voids the stake', () => {
    const approved = run(ready);
    expect(run([{ type: 'setStake', stake: 150n }], approved)).toMatchObject({
      stake: 150n,
      isApproved: false,
    });
    expect(run([{ type: 'setStake', stake: 100n }], approved)).toBe(approved);
    expect(run([{ type: 'setStake', stake: -5n }], approved)).toBe(approved);
    expect(run([{ type: 'currencyChange', currency: 'BTC' }], approved)).toMatchObject({
      currency: 'BTC',
      stake: 0n,
      isApproved: false,
    });
  });

  it('QB-003 approval needs a stake above 0', () => {
    const enabled = run([{ type: 'toggle' }]);
    expect(run([{ type: 'approve' }], enabled)).toBe(enabled);
    expect(run([{ type: 'setStake', stake: 1n }, { type: 'approve' }], enabled).isApproved).toBe(
      true,
    );
  });

  it('QB-004 placing needs approval and does nothing in warning or processing', () => {
    const placing = run([...ready, { type: 'placing' }]);
    expect(placing.state).toBe('processing');
    expect(run([{ type: 'placing' }], placing)).toBe(placing);
    expect(run([{ type: 'select', selection: pick({ matchId: 2 }) }], placing)).toBe(placing);
    const unapproved = run([...ready, { type: 'setStake', stake: 300n }]);
    expect(run([{ type: 'placing' }], unapproved)).toBe(unapproved);
    const warned = run([...ready, { type: 'warn', warning: 'odds moved' }]);
    expect(warned).toMatchObject({ state: 'warning', warning: 'odds moved' });
    expect(run([{ type: 'placing' }], warned)).toBe(warned);
    expect(run([{ type: 'dismissWarning' }, { type: 'placing' }], warned).state).toBe('processing');
  });

  it('QB-005 leaving processing clears the selection, on success and on error', () => {
    const placing = run([...ready, { type: 'placing' }]);
    const placed = run([{ type: 'placed' }], placing);
    expect(placed).toMatchObject({ state: 'success', selection: null, isApproved: true });
    const failed = run([{ type: 'failed', error }], placing);
    expect(failed).toMatchObject({ state: 'error', selection: null, error });
    expect(run([{ type: 'placed' }], failed)).toBe(failed);
  });

  it('QB-006 clicking the chosen outcome again deselects it', () => {
    const chosen = run(ready);
    expect(quickBetSelectedOutcomeIds(chosen)).toEqual(['1/1//1']);
    const again = run([{ type: 'select', selection: pick({ matchId: 1, odds: 1.6 }) }], chosen);
    expect(again.selection).toBeNull();
    expect(run([{ type: 'select', selection: pick({ matchId: 1, odds: 0.5 }) }], chosen)).toBe(
      chosen,
    );
  });
});
