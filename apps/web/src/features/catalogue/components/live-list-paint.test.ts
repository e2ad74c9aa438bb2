import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * A live list changes many times a second (prices, clocks). What it animates and what it keeps
 * rendering decides how much a phone's main thread paints, and so how long a tap waits
 * (decision 076). These guard the rules that keep that cheap.
 */
const css = (file: string) => readFileSync(path.join(__dirname, file), 'utf8');

function keyframeProperties(source: string, name: string): string[] {
  const block = new RegExp(`@keyframes ${name}\\s*\\{([\\s\\S]*?)\\n\\}`).exec(source)?.[1];
  if (!block) throw new Error(`no @keyframes ${name}`);
  return [...block.matchAll(/([a-z-]+)\s*:/g)].map((match) => match[1]!);
}

describe('a live list stays cheap to paint', () => {
  const odds = css('odds-button.module.css');

  it('flashes a moved price by animating only what the compositor runs alone', () => {
    expect(keyframeProperties(odds, 'odds-flash')).not.toHaveLength(0);
    for (const property of keyframeProperties(odds, 'odds-flash')) {
      expect(['opacity', 'transform']).toContain(property);
    }
  });

  it('eases no text colour on a price (every frame of it is a repaint)', () => {
    const transitions = [...odds.matchAll(/transition:\s*([^;]+);/g)].map((match) => match[1]!);
    expect(transitions).not.toHaveLength(0);
    for (const transition of transitions) expect(transition).not.toMatch(/(^|[\s,])color\b/);
  });

  it('skips rendering the leagues that are off screen', () => {
    const group = /\n\.group \{([^}]*)\}/.exec(css('match-list.module.css'))?.[1] ?? '';
    expect(group).toMatch(/content-visibility:\s*auto;/);
    expect(group).toMatch(/contain-intrinsic-size:\s*auto \d+px;/);
  });
});
