/** A name in every locale the product ships; English is the fallback and always present. */
export type LocalizedText = Record<string, string> & { en: string };
