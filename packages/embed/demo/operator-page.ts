/**
 * The demo operator's page logic (/embed-demo, docs/decisions/039), written as an operator would
 * write it against the SDK loaded from the sportsbook (`window.SportsbookEmbed`): its own login
 * (its server mints the host token), its header balance from the sportsbook's events, its tools
 * sending commands, and a log of every message both ways.
 */
import type { SportsbookEmbed } from '../src/sportsbook-embed';
import type { OddsFormatName, OutgoingEmbedName } from '@sportsbook/contract/embed-protocol';
import { OUTGOING_EMBED_MESSAGES } from '@sportsbook/contract/embed-protocol';

const byId = <T extends HTMLElement>(id: string) => document.getElementById(id) as T;
const PLAYER_KEY = 'harbour-play:player';

function log(direction: 'in' | 'out', type: string, payload: object): void {
  const list = byId<HTMLOListElement>('log');
  const item = document.createElement('li');
  item.className = direction;
  const detail = JSON.stringify(payload, (key, value: unknown) =>
    key === 'token' && typeof value === 'string' ? `${value.slice(0, 12)}…` : value,
  );
  item.textContent = `${direction === 'out' ? '→' : '←'} ${type} ${detail === '{}' ? '' : detail}`;
  item.dataset.type = type;
  list.prepend(item);
  while (list.children.length > 200) list.lastElementChild?.remove();
}

function notice(text: string): void {
  const element = byId<HTMLParagraphElement>('notice');
  element.textContent = text;
  element.hidden = false;
}

/** Money arrives as subunits in text: formatted without ever becoming a float. */
function formatBalance(currency: string, balance: string): string {
  const negative = balance.startsWith('-');
  const digits = (negative ? balance.slice(1) : balance).padStart(3, '0');
  const units = digits.slice(0, -2).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${negative ? '-' : ''}${units}.${digits.slice(-2)} ${currency}`;
}

function showPlayer(name: string | null): void {
  byId('login').hidden = Boolean(name);
  byId('player').hidden = !name;
  byId('player-name').textContent = name ?? '';
  if (!name) byId('balance').textContent = '—';
}

async function hostLogin(name: string): Promise<string> {
  const response = await fetch('/embed-demo/api/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name }),
  });
  const answer = (await response.json()) as { token?: string; error?: { message: string } };
  if (!response.ok || !answer.token) throw new Error(answer.error?.message ?? 'Login failed');
  return answer.token;
}

function start(): void {
  const sdk = window.SportsbookEmbed;
  if (!sdk) {
    notice('The sportsbook SDK did not load.');
    return;
  }
  const sportsbook = document.body.dataset.sportsbook ?? window.location.origin;
  const embed: SportsbookEmbed = sdk.create({
    container: 'sportsbook',
    url: `${sportsbook}${document.body.dataset.page ?? '/sport'}`,
    hostHandles: ['sign-in', 'sign-up', 'deposit'],
    title: 'Sportsbook',
    // The sportsbook spent the first token and needs another (decision 073): the operator's
    // server mints one for the player still logged in here; the SDK sends it back.
    getToken: async ({ reason }) => {
      const player = sessionStorage.getItem(PLAYER_KEY);
      if (!player) throw new Error('Nobody is logged in at the operator');
      const token = await hostLogin(player);
      log('out', 'sportsbook:set-token', { token, reason });
      return token;
    },
  });
  // Log what the host sends: each command with the message it posts.
  const send =
    <Value>(type: string, field: string, command: (value: Value) => void) =>
    (value: Value) => {
      log('out', `sportsbook:${type}`, { [field]: value });
      command(value);
    };
  const initSession = send('init-session', 'token', embed.initSession);
  const openBetCode = send('open-bet-code', 'code', embed.openBetCode);
  const setOddsFormat = send('change-odds-format', 'format', embed.setOddsFormat);
  const setLocale = send('set-locale', 'locale', embed.setLocale);
  const setHostHandles = send('host-handles', 'flows', embed.setHostHandles);

  for (const name of OUTGOING_EMBED_MESSAGES) {
    embed.on(name as OutgoingEmbedName, (payload: object) =>
      log('in', `sportsbook:${name}`, payload),
    );
  }
  embed.on('balance-changed', ({ currency, balance }) => {
    byId('balance').textContent = formatBalance(currency, balance);
  });
  embed.on('sign-in', () => {
    notice('The sportsbook asked the operator to log the player in: use the form above.');
    byId<HTMLInputElement>('login-name').focus();
  });
  embed.on('sign-up', () => notice('The sportsbook asked for the operator’s registration.'));
  // The browser dropped the sportsbook's cookie in the frame (decision 073): the frame shows its
  // own prompt; the operator explains it on its side too.
  embed.on('session-blocked', ({ reason, next }) =>
    notice(
      next === 'storage-access'
        ? `Your browser did not keep the sportsbook's cookie in this page (${reason}): allow it in the sportsbook below to stay signed in.`
        : `Your browser keeps the sportsbook signed out in this page (${reason}): open it in a new tab from the sportsbook below.`,
    ),
  );
  embed.on('deposit', () =>
    notice('The sportsbook asked for the operator’s cashier (not part of this demo).'),
  );
  // A token sent on this page load (the SDK holds it until the sportsbook is ready).
  let tokenSent = false;
  embed.on('initialized', ({ signedIn }) => {
    setHostHandles(['sign-in', 'sign-up', 'deposit']);
    // The sportsbook reloads with its new session: nothing to resend unless it lost it.
    const player = sessionStorage.getItem(PLAYER_KEY);
    if (player && !signedIn && !tokenSent) void login(player);
  });

  const login = async (name: string) => {
    tokenSent = true;
    try {
      const token = await hostLogin(name);
      sessionStorage.setItem(PLAYER_KEY, name);
      showPlayer(name);
      byId('notice').hidden = true;
      initSession(token);
    } catch (error) {
      tokenSent = false;
      notice((error as Error).message);
    }
  };

  byId<HTMLFormElement>('login').addEventListener('submit', (event) => {
    event.preventDefault();
    void login(byId<HTMLInputElement>('login-name').value.trim());
  });
  byId('logout').addEventListener('click', () => {
    sessionStorage.removeItem(PLAYER_KEY);
    showPlayer(null);
    // The operator's logout ends its own session; the sportsbook's ends with the next reload.
    window.location.reload();
  });
  byId<HTMLFormElement>('bet-code').addEventListener('submit', (event) => {
    event.preventDefault();
    const code = byId<HTMLInputElement>('bet-code-input').value.trim();
    if (code) openBetCode(code);
  });
  byId<HTMLSelectElement>('odds-format').addEventListener('change', (event) =>
    setOddsFormat((event.target as HTMLSelectElement).value as OddsFormatName),
  );
  byId<HTMLSelectElement>('locale').addEventListener('change', (event) =>
    setLocale((event.target as HTMLSelectElement).value),
  );
  showPlayer(sessionStorage.getItem(PLAYER_KEY));
}

if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start);
else start();
