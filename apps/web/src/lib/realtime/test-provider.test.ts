import { describe, expect, it } from 'vitest';
import { parseTestProviderCookie, readCookie } from './test-provider';

describe('test-provider cookie', () => {
  it('reads pipe-separated sport type:provider pairs', () => {
    expect([...parseTestProviderCookie('regular:betconstruct|cyber:oddin')]).toEqual([
      ['regular', 'betconstruct'],
      ['cyber', 'oddin'],
    ]);
    expect([...parseTestProviderCookie('regular%3Abetconstruct')]).toEqual([
      ['regular', 'betconstruct'],
    ]);
  });

  it('ignores a value of invalid format altogether', () => {
    for (const bad of [
      'regular',
      'regular:',
      'regular:x',
      'moon:oddin',
      'a:b:c',
      'regular:oddin|',
    ]) {
      expect(parseTestProviderCookie(bad).size, bad).toBe(0);
    }
    expect(parseTestProviderCookie(undefined).size).toBe(0);
  });

  it('finds one cookie among many', () => {
    expect(readCookie('a=1; test_provider=cyber:oddin; b=2', 'test_provider')).toBe('cyber:oddin');
    expect(readCookie('a=1', 'test_provider')).toBeUndefined();
  });
});
