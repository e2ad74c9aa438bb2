import { describe, expect, it } from 'vitest';
import { isClientNavigation, type AnchorLike, type ClickLike } from './navigation-intent';

const click: ClickLike = {
  button: 0,
  defaultPrevented: false,
  metaKey: false,
  ctrlKey: false,
  shiftKey: false,
  altKey: false,
};

function anchor(href: string, attributes: Record<string, string> = {}): AnchorLike {
  return {
    href,
    target: attributes.target ?? '',
    hasAttribute: (name) => name in attributes,
  };
}

const here = 'http://localhost:3000/sport?x=1#top';

describe('isClientNavigation', () => {
  it('starts for a plain click on an internal link to another page', () => {
    expect(isClientNavigation(click, anchor('http://localhost:3000/sport/football'), here)).toBe(
      true,
    );
    expect(isClientNavigation(click, anchor('/de/sport'), here)).toBe(true);
    expect(isClientNavigation(click, anchor('/sport?x=2'), here)).toBe(true);
  });

  it('ignores links to the same page or only another fragment', () => {
    expect(isClientNavigation(click, anchor('/sport?x=1'), here)).toBe(false);
    expect(isClientNavigation(click, anchor('#signIn'), here)).toBe(false);
  });

  it('ignores external links, new tabs and downloads', () => {
    expect(isClientNavigation(click, anchor('https://example.com/sport'), here)).toBe(false);
    expect(isClientNavigation(click, anchor('mailto:a@b.c'), here)).toBe(false);
    expect(isClientNavigation(click, anchor('/sport/tennis', { target: '_blank' }), here)).toBe(
      false,
    );
    expect(isClientNavigation(click, anchor('/file.pdf', { download: '' }), here)).toBe(false);
  });

  it('ignores modified, non-primary and already handled clicks', () => {
    const to = anchor('/sport/tennis');
    expect(isClientNavigation({ ...click, metaKey: true }, to, here)).toBe(false);
    expect(isClientNavigation({ ...click, ctrlKey: true }, to, here)).toBe(false);
    expect(isClientNavigation({ ...click, button: 1 }, to, here)).toBe(false);
    expect(isClientNavigation({ ...click, defaultPrevented: true }, to, here)).toBe(false);
  });
});
