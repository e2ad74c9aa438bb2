import { describe, expect, it } from 'vitest';
import { detectEmbedMode, EMBED_MODE_STORAGE_KEY } from './embed-mode';

function fakeWindow(search: string, framed = true) {
  const storage = new Map<string, string>();
  const win = {
    parent: {} as unknown,
    location: { search },
    sessionStorage: {
      getItem: (key: string) => storage.get(key) ?? null,
      setItem: (key: string, value: string) => void storage.set(key, value),
    },
  };
  if (!framed) win.parent = win;
  return { win, storage };
}

describe('iframe mode detection', () => {
  it('needs both a parent window and the host asking with ?embed=', () => {
    expect(detectEmbedMode(fakeWindow('?embed=1', false).win)).toBeNull();
    expect(detectEmbedMode(fakeWindow('').win)).toBeNull();
    expect(detectEmbedMode(fakeWindow('?embed=1').win)).toEqual({
      mobileApp: false,
      hostHandles: [],
    });
  });

  it('reads mobile-app mode and the flows the host handles, ignoring unknown ones', () => {
    const { win } = fakeWindow('?embed=mobile-app&embed_handles=sign-in,cashier,deposit');
    expect(detectEmbedMode(win)).toEqual({ mobileApp: true, hostHandles: ['sign-in', 'deposit'] });
  });

  it('keeps the mode for the frame’s later pages, which have no ?embed=', () => {
    const { win, storage } = fakeWindow('?embed=1&embed_handles=sign-up');
    detectEmbedMode(win);
    expect(storage.has(EMBED_MODE_STORAGE_KEY)).toBe(true);
    win.location.search = '?q=later';
    expect(detectEmbedMode(win)).toEqual({ mobileApp: false, hostHandles: ['sign-up'] });
    storage.set(EMBED_MODE_STORAGE_KEY, '{broken');
    expect(detectEmbedMode(win)).toBeNull();
  });
});
