import path from 'node:path';

/**
 * Feature boundaries in the web app (issue 17 §1, decision 038): a feature's files are its own;
 * anything outside it (routes in `app/`, another feature, `lib/`, `components/`) imports only its
 * public entry, `@/features/<name>` (index.ts) or `@/features/<name>/index.server` (server-only
 * code, kept out of client bundles). Inside a feature, relative imports are free.
 *
 * no-restricted-imports cannot say "any feature but your own" for both alias and relative paths,
 * so the rule resolves each import to a file path and compares features.
 */
const WEB_SRC = path.join('apps', 'web', 'src');
const ENTRIES = new Set(['', 'index', 'index.ts', 'index.server', 'index.server.ts']);

/** The feature a path inside apps/web/src/features belongs to, and the rest of the path. */
function featureOf(relative) {
  const parts = relative.split(path.sep);
  if (parts[0] !== 'features' || parts.length < 2) return null;
  return { name: parts[1], rest: parts.slice(2).join('/') };
}

export default {
  meta: {
    type: 'problem',
    docs: { description: 'Import another web feature only through its public entry.' },
    schema: [],
    messages: {
      deepImport:
        "'{{source}}' reaches inside the {{feature}} feature: import '@/features/{{feature}}' (or '@/features/{{feature}}/index.server' on the server) instead.",
    },
  },
  create(context) {
    const filename = context.filename;
    const marker = filename.lastIndexOf(`${path.sep}${WEB_SRC}${path.sep}`);
    if (marker === -1) return {};
    const srcRoot = filename.slice(0, marker + WEB_SRC.length + 1);
    const own = featureOf(path.relative(srcRoot, filename));

    function check(node, source) {
      if (typeof source !== 'string') return;
      let target;
      if (source.startsWith('@/')) target = path.join(srcRoot, source.slice(2));
      else if (source.startsWith('.')) target = path.resolve(path.dirname(filename), source);
      else return;
      const feature = featureOf(path.relative(srcRoot, target));
      if (!feature || feature.name === own?.name || ENTRIES.has(feature.rest)) return;
      context.report({ node, messageId: 'deepImport', data: { source, feature: feature.name } });
    }

    const fromSource = (node) => node.source && check(node.source, node.source.value);
    return {
      ImportDeclaration: fromSource,
      ExportNamedDeclaration: fromSource,
      ExportAllDeclaration: fromSource,
      ImportExpression: (node) =>
        node.source.type === 'Literal' && check(node.source, node.source.value),
    };
  },
};
