import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { CompetitorCrest } from './competitor-crest';

const team = {
  id: 1,
  name: 'Nagoya Giants',
  abbreviation: 'NAG',
  countryCode: 'JP',
  logo: '/sportsbook/api/v2/competitors/1/logo.svg',
};

const render = (competitor: Parameters<typeof CompetitorCrest>[0]['competitor'], size = 18) =>
  renderToStaticMarkup(createElement(CompetitorCrest, { competitor, size }));

describe('CompetitorCrest', () => {
  it('draws a crest with colours by CSS: no image, the name for assistive technology', () => {
    const html = render({
      ...team,
      colors: { primary: '#e03a3e', secondary: '#e4002b', text: '#ffffff' },
    });
    // An SVG image costs the browser a document of its own (decision 075): none here.
    expect(html).not.toContain('<img');
    expect(html).not.toContain('svg');
    expect(html).toMatch(/^<span role="img" aria-label="Nagoya Giants"[^>]*>NAG<\/span>$/);
    expect(html).toContain('color:#ffffff');
    expect(html).toContain('linear-gradient(135deg, #e03a3e 65.6%, #e4002b 65.6%)');
    expect(html).toContain('width:18px;height:18px');
  });

  it('sizes four letters smaller, as the SVG crest does', () => {
    const colors = { primary: '#000000', secondary: '#ffffff', text: '#ffffff' };
    const three = render({ ...team, colors }, 64);
    const four = render({ ...team, abbreviation: 'NAGO', colors }, 64);
    expect(three).toContain('font-size:18px');
    expect(four).toContain('font-size:15px');
  });

  it("shows another backend's logo (no colours) as a lazy image", () => {
    const html = render(team);
    expect(html).toContain(`src="${team.logo}"`);
    expect(html).toContain('alt="Nagoya Giants"');
    expect(html).toContain('loading="lazy"');
  });
});
