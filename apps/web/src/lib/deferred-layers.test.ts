import { describe, expect, it } from 'vitest';
import { isLayerWanted, loadLayer } from './deferred-layers';

describe('the layers loaded on first use', () => {
  it('are not wanted until asked for; the slip brings the account it reads with it', () => {
    expect(isLayerWanted('account')).toBe(false);
    expect(isLayerWanted('slip')).toBe(false);
    loadLayer('account');
    expect(isLayerWanted('account')).toBe(true);
    expect(isLayerWanted('slip')).toBe(false);
    loadLayer('slip');
    expect(isLayerWanted('slip')).toBe(true);
    loadLayer('account');
    expect(isLayerWanted('slip')).toBe(true);
  });
});
