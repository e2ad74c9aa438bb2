const SPECIAL: Record<string, string> = {
  ł: 'l',
  ø: 'o',
  ß: 'ss',
  đ: 'd',
  ı: 'i',
  æ: 'ae',
  œ: 'oe',
};

const memo = new Map<string, string>();

/** URL-safe, lower-case ASCII: "Atlético São Paulo" → "atletico-sao-paulo". Memoized: team names repeat. */
export function slugify(value: string): string {
  let slug = memo.get(value);
  if (slug === undefined) {
    slug = toSlug(value);
    if (memo.size < 50_000) memo.set(value, slug);
  }
  return slug;
}

function toSlug(value: string): string {
  return value
    .toLowerCase()
    .replace(/[łøßđıæœ]/g, (c) => SPECIAL[c] ?? c)
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
