import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * No page wraps everything in next-intl's provider (decision 018): each part that translates in
 * the browser renders its own <IntlScope>, and is loaded on first use, so the provider is not in
 * a page's first load. A part left outside every scope throws at run time ("No intl context
 * found"). This follows the imports (static and `import()`) from the routes in `app/` and fails
 * when a module calling next-intl's hooks can be reached without passing a module that renders
 * <IntlScope>.
 */
const SRC = path.resolve(__dirname, '..');
const APP = path.join(SRC, 'app');
const SCOPE_MODULE = path.join(SRC, 'i18n/intl-scope.tsx');
const HOOK_CALL = /\buse(Translations|Formatter|Now|Locale|Messages|TimeZone|Extracted)\(/;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

function resolveImport(from: string, specifier: string): string | null {
  let base: string;
  if (specifier.startsWith('@/')) base = path.join(SRC, specifier.slice(2));
  else if (specifier.startsWith('.')) base = path.resolve(path.dirname(from), specifier);
  else return null;
  for (const candidate of [
    base,
    `${base}.ts`,
    `${base}.tsx`,
    `${base}/index.ts`,
    `${base}/index.tsx`,
  ]) {
    if (/\.tsx?$/.test(candidate) && existsSync(candidate) && statSync(candidate).isFile()) {
      return candidate;
    }
  }
  return null;
}

/**
 * A feature's entry (decision 038) re-exports several modules; an import of some of its names
 * loads only the modules those names come from (the bundler drops the rest: the web package
 * declares no side effects but CSS). Anything else is followed as it is.
 */
function throughEntry(target: string, clause: string): string[] {
  if (!/[/\\]features[/\\][^/\\]+[/\\]index(\.server)?\.ts$/.test(target)) return [target];
  const wanted = new Set(
    clause
      .replace(/[{}]/g, '')
      .split(',')
      .map(
        (name) =>
          name
            .trim()
            .replace(/^type\s+/, '')
            .split(/\s+as\s+/)[0]!,
      )
      .filter(Boolean),
  );
  const reexports = /^export\s+(type\s+)?\{([^}]*)\}\s+from\s+'([^']+)';/gm;
  const targets: string[] = [];
  for (const [, typeOnly, names = '', specifier = ''] of readFileSync(target, 'utf8').matchAll(
    reexports,
  )) {
    if (typeOnly) continue;
    const exported = names.split(',').map((name) =>
      name
        .trim()
        .split(/\s+as\s+/)
        .pop()!,
    );
    const from = resolveImport(target, specifier);
    if (from && exported.some((name) => wanted.has(name))) targets.push(from);
  }
  return targets;
}

interface Module {
  /** Modules this one loads at run time (type-only imports left out). */
  imports: string[];
  /** It imports one of next-intl's (or use-intl's) hooks, which need a provider above. */
  callsHooks: boolean;
  /** It renders <IntlScope>, so what it imports renders inside a provider. */
  rendersScope: boolean;
  text: string;
}

function readModule(file: string): Module {
  const text = readFileSync(file, 'utf8');
  const imports: string[] = [];
  let callsHooks = false;
  const statements = /^(?:import|export)\s+(type\s+)?(?:([\s\S]*?)\s+from\s+)?'([^']+)';/gm;
  for (const [, typeOnly, clause = '', specifier = ''] of text.matchAll(statements)) {
    if (typeOnly) continue;
    if (specifier === 'next-intl' || specifier === 'use-intl') {
      const names = clause
        .replace(/[{}]/g, '')
        .split(',')
        .map((name) => name.trim())
        .filter((name) => name && !name.startsWith('type '));
      if (names.some((name) => /^use[A-Z]/.test(name))) callsHooks = true;
    }
    const target = resolveImport(file, specifier);
    if (target) imports.push(...throughEntry(target, clause));
  }
  for (const [, specifier = ''] of text.matchAll(/\bimport\(\s*'([^']+)'\s*\)/g)) {
    const target = resolveImport(file, specifier);
    if (target) imports.push(target);
  }
  // Imported and rendered (a comment naming it is not a scope).
  const rendersScope = imports.includes(SCOPE_MODULE) && /<IntlScope>/.test(text);
  return { imports, callsHooks, rendersScope, text };
}

const modules = new Map(sourceFiles(SRC).map((file) => [file, readModule(file)]));
const relative = (file: string) => path.relative(SRC, file);

/** Every module reachable from the routes without entering a scope, with how it is reached. */
function reachableOutsideScopes(): Map<string, string | null> {
  const via = new Map<string, string | null>();
  const queue = [...modules.keys()].filter((file) => file.startsWith(APP + path.sep));
  for (const entry of queue) via.set(entry, null);
  while (queue.length > 0) {
    const file = queue.shift()!;
    const module = modules.get(file);
    if (!module || module.rendersScope || file === SCOPE_MODULE) continue;
    for (const target of module.imports) {
      if (via.has(target)) continue;
      via.set(target, file);
      queue.push(target);
    }
  }
  return via;
}

function chainOf(file: string, via: Map<string, string | null>): string {
  const chain = [relative(file)];
  for (let at = via.get(file); at; at = via.get(at)) chain.unshift(relative(at));
  return chain.join(' → ');
}

/** The bodies of a module's exported function components, by name. */
function exportedComponents(text: string): Array<{ name: string; body: string }> {
  return [...text.matchAll(/^export function ([A-Z]\w*)[\s\S]*?^}$/gm)].map((match) => ({
    name: match[1] ?? '',
    body: match[0],
  }));
}

describe('IntlScope', () => {
  const hookCallers = [...modules].filter(([, module]) => module.callsHooks);
  const scopes = [...modules].filter(
    ([file, module]) => module.rendersScope && file !== SCOPE_MODULE,
  );

  it('finds the hook callers and the scopes (the scan itself works)', () => {
    expect(hookCallers.length).toBeGreaterThan(20);
    expect(scopes.length).toBeGreaterThan(5);
  });

  it('leaves no module that calls next-intl hooks outside a scope', () => {
    const via = reachableOutsideScopes();
    const unscoped = hookCallers
      .filter(([file, module]) => via.has(file) && !module.rendersScope)
      .map(([file]) => chainOf(file, via));
    expect(unscoped).toEqual([]);
  });

  it('wraps every export of a scope that also translates, and not from inside', () => {
    for (const [file, module] of scopes.filter(([, module]) => module.callsHooks)) {
      const components = exportedComponents(module.text);
      expect(components.length, relative(file)).toBeGreaterThan(0);
      for (const { name, body } of components) {
        expect(body, `${relative(file)}: ${name} must render <IntlScope>`).toMatch(/<IntlScope>/);
        expect(body, `${relative(file)}: ${name} translates above its scope`).not.toMatch(
          HOOK_CALL,
        );
      }
    }
  });

  it('is in no layout (that would put the provider in every first load)', () => {
    for (const file of modules.keys()) {
      if (file.startsWith(APP + path.sep) && /layout\.tsx$/.test(file)) {
        expect(modules.get(file)?.rendersScope, relative(file)).toBe(false);
      }
    }
  });
});
