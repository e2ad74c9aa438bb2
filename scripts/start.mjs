#!/usr/bin/env node
/**
 * `npm start`: builds the web app when its build is missing or stale, then runs the server (all
 * roles by default) on one origin: http://localhost:3000/sport.
 * `npm run dev`: the same with Next.js in development mode (hot reload), no build needed.
 */
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureWebBuild } from './web-build.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const dev = process.argv.includes('--dev');

if (!dev) ensureWebBuild();

const server = spawn(process.execPath, ['--import', 'tsx', join(root, 'apps/server/src/main.ts')], {
  cwd: root,
  stdio: 'inherit',
  env: {
    ...process.env,
    NEXT_TELEMETRY_DISABLED: '1',
    NODE_ENV: dev ? 'development' : (process.env.NODE_ENV ?? 'production'),
    WEB_DEV: dev ? 'true' : (process.env.WEB_DEV ?? ''),
  },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
