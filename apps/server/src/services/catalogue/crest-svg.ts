import type { CrestColorsWire } from '@sportsbook/contract';

export interface CrestOptions {
  abbreviation: string;
  primary: string;
  secondary: string;
}

const HEX = /^#[0-9a-fA-F]{6}$/;

/** Black or white, whichever reads better on `hex` (WCAG relative luminance). */
function textColorOn(hex: string): string {
  const channel = (offset: number) => {
    const value = parseInt(hex.slice(offset, offset + 2), 16) / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  const luminance = 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
  return luminance > 0.4 ? '#111111' : '#ffffff';
}

const escapeXml = (text: string) =>
  text.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] ?? c,
  );

/**
 * A crest's three colours: the feed's two (anything but #rrggbb replaced by a neutral pair) and
 * the text colour that reads on the first. The SVG below and the wire's `colors` (which the web
 * draws as a CSS crest, decision 075) both come from here, so the two crests look alike.
 */
export function crestColors(colors: { primary: string; secondary: string }): CrestColorsWire {
  const primary = HEX.test(colors.primary) ? colors.primary : '#3a4657';
  const secondary = HEX.test(colors.secondary) ? colors.secondary : '#d9dee5';
  return { primary, secondary, text: textColorOn(primary) };
}

/**
 * A team crest drawn from the feed's colours: a shield split diagonally in the two colours with
 * the abbreviation on top. No external images, same crest for the same team everywhere.
 */
export function crestSvg(options: CrestOptions): string {
  const { primary, secondary, text: textColor } = crestColors(options);
  const text = escapeXml(options.abbreviation.slice(0, 4));
  const fontSize = text.length > 3 ? 15 : 18;
  const shield = 'M32 3 L56 11 V30 C56 45 46 55 32 61 C18 55 8 45 8 30 V11 Z';
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="64" height="64" role="img">',
    `<defs><clipPath id="s"><path d="${shield}"/></clipPath></defs>`,
    `<g clip-path="url(#s)"><rect width="64" height="64" fill="${primary}"/>`,
    `<path d="M64 20 L64 64 L20 64 Z" fill="${secondary}" opacity="0.9"/></g>`,
    `<path d="${shield}" fill="none" stroke="rgba(0,0,0,0.25)" stroke-width="2"/>`,
    `<text x="32" y="38" text-anchor="middle" font-family="system-ui,Arial,sans-serif" font-weight="700" font-size="${fontSize}" fill="${textColor}">${text}</text>`,
    '</svg>',
  ].join('');
}
