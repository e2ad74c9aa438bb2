import { hashOf } from '../seeded';

// prettier-ignore
const PRIMARY = [
  '#c8102e', '#003399', '#006a4e', '#fdb913', '#6cabdd', '#7a263a', '#1b458f', '#000000',
  '#e03a3e', '#00a650', '#5c2d91', '#f47a20', '#0057b8', '#ffcd00', '#8b0000', '#132257',
  '#a50044', '#00529f', '#2e8b57', '#d4001c', '#ff6600', '#004d98', '#6a0dad', '#008080',
];
const SECONDARY = ['#ffffff', '#000000', '#ffd700', '#0b1f4b', '#c0c0c0', '#e4002b'];

/**
 * Two kit colours per competitor, from its URN (not from the seed) so a team keeps its colours in
 * every demo. The secondary is always distinct from the primary, so crests stay readable.
 */
export function colorsOf(urnId: string): { primary: string; secondary: string } {
  const hash = hashOf(urnId);
  const primary = PRIMARY[hash % PRIMARY.length] as string;
  const options = SECONDARY.filter((color) => color !== primary);
  const secondary = options[(hash >>> 8) % options.length] as string;
  return { primary, secondary };
}
