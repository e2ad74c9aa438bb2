import 'server-only';
import { serverApiFetch } from '@/lib/api-server.server';

/** Bumped when the sprite's symbols change, so the server's immutable URL is a new one. */
const SPRITE_VERSION = '2';
/** The sprite is decoration: a page does not wait longer than this for it. */
const SPRITE_TIMEOUT_MS = 5_000;

let sprite: Promise<string | undefined> | undefined;

async function loadSprite(): Promise<string | undefined> {
  const response = await serverApiFetch('iconSprite', {
    query: { version: SPRITE_VERSION },
    accept: 'image/svg+xml',
    timeoutMs: SPRITE_TIMEOUT_MS,
  });
  if (!response.ok) throw new Error(`icon sprite: HTTP ${response.status}`);
  const text = await response.text();
  // Our own server's SVG; refuse anything that is not a plain sprite all the same.
  if (!text.startsWith('<svg') || /<script|\son\w+=/i.test(text)) return undefined;
  return text;
}

/**
 * The sport and general icon sprite (account-platform §2.4 "icon sprites are loaded into the
 * page"), inlined once at the top of the body so every icon is a `<use href="#sport-…">` of it:
 * one copy of each drawing per page instead of one per icon. Fetched once per process from
 * GET /sportsbook/api/v2/fe-api/icons.svg; a failed fetch is retried on the next page.
 */
export async function IconSprite() {
  sprite ??= loadSprite().catch(() => {
    sprite = undefined;
    return undefined;
  });
  const markup = await sprite;
  if (!markup) return null;
  return <div hidden aria-hidden="true" dangerouslySetInnerHTML={{ __html: markup }} />;
}
