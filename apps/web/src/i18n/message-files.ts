import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { LOCALES, type Locale } from '@sportsbook/contract/browser';
import { mergeMessages } from './merge-messages';

/**
 * Test helper: every locale's complete messages as the app loads them (messages.ts), read from
 * the files so a test sees a file the loaders forgot. Node only.
 */
export type MessageTree = { [key: string]: string | MessageTree };

const MESSAGES_DIR = path.resolve(__dirname, '../../messages');
const OVERRIDES_DIR = path.join(MESSAGES_DIR, 'overrides');

const read = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as MessageTree;

/** Locale → file name stem of the full message files and of the English variants' overrides. */
export const FULL_MESSAGE_FILES = readdirSync(MESSAGES_DIR)
  .filter((name) => name.endsWith('.json'))
  .map((name) => name.slice(0, -'.json'.length));
export const OVERRIDE_FILES = readdirSync(OVERRIDES_DIR)
  .filter((name) => name.endsWith('.json'))
  .map((name) => name.slice(0, -'.json'.length));

export function overridesOf(locale: string): MessageTree {
  return read(path.join(OVERRIDES_DIR, `${locale}.json`));
}

/** A locale with neither file reads as empty, so the tests list every key it lacks. */
export function messagesOf(locale: Locale): MessageTree {
  if (FULL_MESSAGE_FILES.includes(locale)) return read(path.join(MESSAGES_DIR, `${locale}.json`));
  if (!OVERRIDE_FILES.includes(locale)) return {};
  return mergeMessages(read(path.join(MESSAGES_DIR, 'en.json')), overridesOf(locale));
}

export const ALL_MESSAGES = Object.fromEntries(
  LOCALES.map((locale) => [locale, messagesOf(locale)]),
) as Record<Locale, MessageTree>;

export function flatten(tree: MessageTree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const at = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(at, value);
    else for (const [k, v] of flatten(value, at)) out.set(k, v);
  }
  return out;
}
