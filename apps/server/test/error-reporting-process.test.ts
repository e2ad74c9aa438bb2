import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEnvelopeCollector, type EnvelopeCollector } from './envelope-collector';

/**
 * Process-level errors (decision 034): a server process whose code throws outside any request,
 * or leaves a rejection unhandled, reports it with the real Node SDK and still exits with 1.
 */
const fixture = fileURLToPath(new URL('./error-reporting-crash.fixture.ts', import.meta.url));
let collector: EnvelopeCollector;

beforeAll(async () => {
  collector = await startEnvelopeCollector();
});

afterAll(async () => {
  await collector?.close();
});

function runFixture(kind: 'exception' | 'rejection'): Promise<number | null> {
  const child = spawn(process.execPath, ['--import', 'tsx', fixture, kind], {
    env: { ...process.env, TEST_SENTRY_DSN: collector.dsn },
    stdio: 'ignore',
  });
  return new Promise((resolve) => child.on('exit', (code) => resolve(code)));
}

describe('process-level error reporting', () => {
  it.each([
    ['exception', 'process crash on purpose'],
    ['rejection', 'process rejection on purpose'],
  ] as const)('reports an uncaught %s and exits with 1', async (kind, message) => {
    expect(await runFixture(kind)).toBe(1);
    const event = await collector.waitForEvent((e) => JSON.stringify(e).includes(message));
    expect(event.level).toBe('fatal');
  });
});
