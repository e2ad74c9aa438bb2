import { describe, expect, it } from 'vitest';
import { crestSvg } from './crest-svg';

describe('crest SVG', () => {
  it('uses the team colours and picks a readable text colour', () => {
    const dark = crestSvg({ abbreviation: 'ARS', primary: '#102040', secondary: '#ffffff' });
    expect(dark).toContain('fill="#102040"');
    expect(dark).toContain('fill="#ffffff">ARS</text>');
    const light = crestSvg({ abbreviation: 'JUV', primary: '#f5f5f5', secondary: '#000000' });
    expect(light).toContain('fill="#111111">JUV</text>');
  });

  it('escapes markup and ignores colours that are not #rrggbb', () => {
    const svg = crestSvg({ abbreviation: '<b>', primary: 'red;"/><script>', secondary: '#00ff00' });
    expect(svg).not.toContain('<script>');
    expect(svg).toContain('&lt;b&gt;');
    expect(svg).toContain('fill="#3a4657"');
  });
});
