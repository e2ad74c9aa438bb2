/** One value of a market specifier (`inningnr=1|overnr=6|total=49.5`), or undefined. */
export function specifierValue(specifier: string, key: string): string | undefined {
  for (const part of specifier.split('|')) {
    const cut = part.indexOf('=');
    if (cut > 0 && part.slice(0, cut) === key) return part.slice(cut + 1);
  }
  return undefined;
}
