#!/usr/bin/env node
/**
 * The end-to-end tests need a Chromium. Use one that is installed (CHROMIUM_PATH, Debian's
 * /usr/bin/chromium); otherwise install Debian's package where apt-get runs as root, and
 * Playwright's own build everywhere else. Prints the executable path it settled on.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const candidates = [
  process.env.CHROMIUM_PATH,
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
];

function found() {
  return candidates.find((path) => path && existsSync(path));
}

function commandExists(command) {
  return spawnSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' }).status === 0;
}

let path = found();
if (!path && process.getuid?.() === 0 && commandExists('apt-get')) {
  console.log('Installing Debian chromium for the end-to-end tests…');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], { stdio: 'inherit', env });
  path = found();
}
if (!path) {
  console.log("No system Chromium: installing Playwright's Chromium…");
  execFileSync('npx', ['playwright', 'install', 'chromium'], { stdio: 'inherit' });
  console.log('Using Playwright-managed Chromium');
} else {
  console.log(`Using Chromium at ${path}`);
}
