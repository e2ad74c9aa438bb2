/** Prefix and suffix words that say nothing about which club it is. */
const NOISE = new Set(
  'fc sc cf cd ud ac as us ss sv tsv vfb real atletico club sd ca rc aj ec ik if ifk ff bk fk sk hc ehc bc vc hk hsg ao ae pas vv kps team the united city town esports gaming de di of la le el van den der da dos 1 2'.split(
    ' ',
  ),
);

const fold = (value: string) =>
  value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ł/g, 'l')
    .replace(/[^A-Za-z ]/g, ' ')
    .toUpperCase();

/**
 * A 2–4 letter code for score boards and crests, unique within `taken`: the first three letters
 * of the distinctive word ("Leeds United" → LEE), then other letter picks until one is free.
 */
export function abbreviate(name: string, taken: Set<string>): string {
  const words = fold(name).split(/\s+/).filter(Boolean);
  const meaningful = words.filter((word) => !NOISE.has(word.toLowerCase()));
  const main = meaningful[0] ?? words[0] ?? 'XX';
  for (const candidate of candidatesOf(main, words, meaningful)) {
    if (candidate.length >= 2 && candidate.length <= 4 && !taken.has(candidate)) {
      taken.add(candidate);
      return candidate;
    }
  }
  throw new Error(`no free abbreviation for ${name}`);
}

/** Candidates in order of preference, produced lazily: the first one is almost always free. */
function* candidatesOf(main: string, words: string[], meaningful: string[]): Generator<string> {
  yield main.slice(0, 3);
  if (meaningful.length > 1) yield main.slice(0, 2) + (meaningful[1] as string).charAt(0);
  const initials = words.map((word) => word.charAt(0)).join('');
  if (initials.length >= 2 && initials.length <= 4) yield initials;
  for (let i = 2; i < main.length; i++) yield main.slice(0, 2) + main.charAt(i);
  for (let i = 1; i < main.length; i++) {
    for (let j = i + 1; j < main.length; j++)
      yield main.charAt(0) + main.charAt(i) + main.charAt(j);
  }
  for (let i = 0; i < 26; i++) yield main.slice(0, 3) + String.fromCharCode(65 + i);
}
