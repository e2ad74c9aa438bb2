import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import en from '../../messages/en.json';
import { CLIENT_NAMESPACES, pickClientMessages } from './client-messages';

const SRC = path.resolve(__dirname, '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** Every `useTranslations(…)` call in the app, with its file. */
const calls = sourceFiles(SRC).flatMap((file) =>
  [...readFileSync(file, 'utf8').matchAll(/\buseTranslations\(([^)]*)\)/g)].map((match) => ({
    file: path.relative(SRC, file),
    argument: (match[1] ?? '').trim(),
  })),
);

describe('client messages', () => {
  it('finds the useTranslations calls (the scan itself works)', () => {
    expect(calls.length).toBeGreaterThan(10);
  });

  it('passes every namespace a component translates with in the browser', () => {
    const namespaces = new Set<string>(CLIENT_NAMESPACES);
    for (const { file, argument } of calls) {
      // A literal namespace is needed to know what to pass; no namespace means all messages.
      const literal = /^'([\w.-]+)'$/.exec(argument)?.[1];
      expect(
        literal,
        `${file}: useTranslations(${argument}) needs a literal namespace`,
      ).toBeTruthy();
      const root = literal?.split('.')[0] ?? '';
      expect(namespaces.has(root), `${file}: '${root}' is not in CLIENT_NAMESPACES`).toBe(true);
    }
  });

  it('passes no namespace that no component translates with', () => {
    const used = new Set(calls.map(({ argument }) => argument.replace(/'/g, '').split('.')[0]));
    expect(CLIENT_NAMESPACES.filter((namespace) => !used.has(namespace))).toEqual([]);
  });

  it('reads nothing else from the messages on the client', () => {
    for (const file of sourceFiles(SRC)) {
      expect(readFileSync(file, 'utf8'), file).not.toMatch(/\buseMessages\(/);
    }
  });

  it('picks exactly those namespaces', () => {
    expect(Object.keys(pickClientMessages(en)).sort()).toEqual([...CLIENT_NAMESPACES].sort());
    expect(pickClientMessages(en).betslip).toBe(en.betslip);
  });
});
