/**
 * Builds the web app only when its production build is missing or older than its sources, so
 * `npm start` and the end-to-end tests do not pay for a Next.js build they already have.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const buildId = join(root, 'apps/web', process.env.NEXT_DIST_DIR ?? '.next', 'BUILD_ID');

/** Everything that ends up in the web build. */
const webInputs = [
  'apps/web/src',
  'apps/web/messages',
  'apps/web/public',
  'apps/web/next.config.ts',
  'apps/web/package.json',
  'packages/contract/src',
  'packages/domain/src',
].map((path) => join(root, path));

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

export function webBuildIsCurrent() {
  if (!existsSync(buildId)) return false;
  const builtAt = statSync(buildId).mtimeMs;
  return webInputs.every((input) => newestMtime(input) <= builtAt);
}

export function ensureWebBuild() {
  if (webBuildIsCurrent()) return;
  console.log('Building the web app (no build yet, or its sources changed)…');
  const build = spawnSync('npm', ['run', 'build', '--workspace', '@sportsbook/web'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) ensureWebBuild();
