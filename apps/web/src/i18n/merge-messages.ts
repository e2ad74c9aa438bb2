/**
 * The English variants (en-AU, en-CA, en-NZ) are en plus the few messages their readers write
 * differently (messages/overrides/*.json): one source of English text, so a key added to en is
 * at once in every variant and the three cannot drift (decision 031). Leaves are messages —
 * strings, or the syntax trees (arrays, objects with a type) the build precompiles them to — so
 * only plain namespaces are merged; anything else is replaced whole.
 */
type Tree = { [key: string]: unknown };

function isNamespace(value: unknown): value is Tree {
  return (
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    Object.getPrototypeOf(value) === Object.prototype &&
    !('type' in value)
  );
}

export function mergeMessages<T>(base: T, overrides: unknown): T {
  if (!isNamespace(base) || !isNamespace(overrides)) return base;
  const merged: Tree = { ...base };
  for (const [key, value] of Object.entries(overrides)) {
    const current = merged[key];
    merged[key] =
      isNamespace(current) && isNamespace(value) ? mergeMessages(current, value) : value;
  }
  return merged as T;
}
