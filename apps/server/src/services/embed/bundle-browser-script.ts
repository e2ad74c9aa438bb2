import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

/** The host SDK's sources (packages/embed), bundled for browsers at run time. */
const EMBED_PACKAGE = fileURLToPath(new URL('../../../../../packages/embed/', import.meta.url));

export const EMBED_SCRIPTS = {
  /** The SDK as one script tag: sets window.SportsbookEmbed. */
  sdk: `${EMBED_PACKAGE}src/script-tag.ts`,
  /** The demo operator's page logic (/embed-demo). */
  demo: `${EMBED_PACKAGE}demo/operator-page.ts`,
} as const;

/**
 * One IIFE from a TypeScript entry, in memory. Built when first asked for, not in the web
 * build: the SDK is the server's (it speaks the server's protocol) and takes ~50 ms to bundle.
 */
export async function bundleBrowserScript(entry: string): Promise<string> {
  const result = await build({
    entryPoints: [entry],
    bundle: true,
    format: 'iife',
    platform: 'browser',
    target: ['es2020'],
    minify: true,
    write: false,
    legalComments: 'none',
    logLevel: 'silent',
  });
  return result.outputFiles[0]?.text ?? '';
}
