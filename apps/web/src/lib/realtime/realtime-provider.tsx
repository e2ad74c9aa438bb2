'use client';

import {
  createContext,
  useContext,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import type { ReactNode } from 'react';
import { useRouter } from 'next/navigation';
import { RealtimeEventName, channels } from '@sportsbook/contract/browser';
import { CSRF_HEADER } from '../csrf-header';
import { publishBalanceChanged } from '../balance-events';
import type { BalanceChanged } from '../balance-events';
import { publishPrivateEvent } from '../private-events';
import { useSessionStore } from '../session-store';
import { useLocaleRouting } from '@/components/locale-routing/locale-routing-provider';
import { RealtimeClient } from './realtime-client';
import type { ConnectionState, RealtimePublication } from './realtime-client';
import styles from './realtime-provider.module.css';
import { TEST_PROVIDER_COOKIE, parseTestProviderCookie, readCookie } from './test-provider';

const API = '/sportsbook/api/v2';

async function postJson<T>(path: string, body: unknown): Promise<T> {
  const response = await fetch(`${API}${path}`, {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json', ...CSRF_HEADER },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  return (await response.json()) as T;
}

function createClient(): RealtimeClient {
  return new RealtimeClient({
    fetchConnectionToken: async () =>
      (await postJson<{ token: string }>('/websocket/token', {})).token,
    fetchChannelToken: async (channel) => {
      const answer = await postJson<{ channels: Array<{ channel: string; token: string }> }>(
        '/websocket/authorize',
        { channels: [channel] },
      );
      const token = answer.channels.find((entry) => entry.channel === channel)?.token;
      if (!token) throw new Error(`no token for ${channel}`);
      return token;
    },
  });
}

interface RealtimeContextValue {
  client: RealtimeClient;
  /** Sport types whose realtime match events the test-provider cookie says to ignore. */
  ignoredSportTypes: ReadonlySet<string>;
}

const RealtimeContext = createContext<RealtimeContextValue | null>(null);

/**
 * One realtime connection per tab. It connects on load, reconnects when the player signs in or
 * out (the connection token carries who they are), drops the connection while the browser is
 * offline and shows the connection-error alert, and comes back (with a resync) when it is online.
 */
export function RealtimeProvider({
  children,
  connectionError,
  testProviderCookie = false,
}: {
  children: ReactNode;
  /** The offline alert's strings, translated by the server (no message formatter on the client). */
  connectionError: { title: string; description: string };
  /** Feature flag: honour the test-provider cookie. */
  testProviderCookie?: boolean;
}) {
  const [client] = useState(createClient);
  const [ignoredSportTypes] = useState<ReadonlySet<string>>(() =>
    testProviderCookie && typeof document !== 'undefined'
      ? new Set(parseTestProviderCookie(readCookie(document.cookie, TEST_PROVIDER_COOKIE)).keys())
      : new Set(),
  );
  const [offline, setOffline] = useState(false);
  const status = useSessionStore((state) => state.status);
  const userId = useSessionStore((state) => state.userId);
  const { locale } = useLocaleRouting();
  const router = useRouter();

  useEffect(() => {
    const goOffline = () => {
      setOffline(true);
      client.disconnect();
    };
    const goOnline = () => {
      setOffline(false);
      client.connect();
    };
    window.addEventListener('offline', goOffline);
    window.addEventListener('online', goOnline);
    if (navigator.onLine) client.connect();
    else goOffline();
    return () => {
      window.removeEventListener('offline', goOffline);
      window.removeEventListener('online', goOnline);
      client.disconnect();
    };
  }, [client]);

  // The connection state on <html data-realtime>, for tests and support: what the tab is doing.
  useEffect(() => {
    const show = (state: ConnectionState) => {
      document.documentElement.dataset.realtime = state;
    };
    show(client.connectionState);
    return client.onStateChange(show);
  }, [client]);

  // A provider going down or coming back changes no market line, so no market update follows:
  // what is on screen is fetched again (client parts by resync, server-rendered lists by a
  // refresh), and the server answers that provider's markets suspended while it is down.
  useEffect(
    () =>
      client.subscribe(channels.publicLocale(locale), (publication) => {
        if (publication.event_name !== RealtimeEventName.providerStatusChanged) return;
        client.resync();
        router.refresh();
      }),
    [client, locale, router],
  );

  // Unknown/not logged in → logged in and back: a new connection with the new identity.
  const signedIn = status === 'loggedIn';
  const previous = useRef(signedIn);
  useEffect(() => {
    if (previous.current === signedIn) return;
    previous.current = signedIn;
    client.reconnect();
  }, [client, signedIn]);

  // The player's private channel: balance changes patch the header without a refetch; bets,
  // cashout values and notifications go to whichever feature shows them. Its state shows on
  // <html data-realtime-private>.
  useEffect(() => {
    if (!signedIn || !userId) return;
    const channel = channels.user(userId);
    const stopWatching = client.onSubscriptionChange((changed, state) => {
      if (changed === channel) document.documentElement.dataset.realtimePrivate = state;
    });
    const unsubscribe = client.subscribe(channel, (publication: RealtimePublication) => {
      if (publication.event_name === RealtimeEventName.balanceChanged) {
        publishBalanceChanged(publication.message as BalanceChanged);
      } else {
        publishPrivateEvent({ eventName: publication.event_name, message: publication.message });
      }
    });
    return () => {
      stopWatching();
      unsubscribe();
      delete document.documentElement.dataset.realtimePrivate;
    };
  }, [client, signedIn, userId]);

  return (
    <RealtimeContext.Provider value={{ client, ignoredSportTypes }}>
      {children}
      {offline ? (
        <div className={styles.alert} role="alert" data-testid="connection-error">
          <strong>{connectionError.title}</strong>
          <span>{connectionError.description}</span>
        </div>
      ) : null}
    </RealtimeContext.Provider>
  );
}

function useRealtimeContext(): RealtimeContextValue {
  const value = useContext(RealtimeContext);
  if (!value) throw new Error('useRealtime… needs a <RealtimeProvider> above it');
  return value;
}

const useClient = () => useRealtimeContext().client;

/** Whether a realtime match event of this sport type is to be ignored (test-provider cookie). */
export function useIgnoresMatchEvents(): (sportType: string) => boolean {
  const { ignoredSportTypes } = useRealtimeContext();
  return (sportType) => ignoredSportTypes.has(sportType);
}

/**
 * Calls `onPublication` for every publication on `channel` while the component is mounted (null:
 * none). The latest callback is used, so callers need not memoize it.
 */
export function useRealtimeChannel(
  channel: string | null,
  onPublication: (publication: RealtimePublication) => void,
): void {
  const client = useClient();
  const latest = useRef(onPublication);
  useEffect(() => {
    latest.current = onPublication;
  });
  useEffect(() => {
    if (!channel) return;
    return client.subscribe(channel, (publication) => latest.current(publication));
  }, [client, channel]);
}

/** Runs `onResync` after every reconnect and provider status change: fetch what is on screen. */
export function useRealtimeResync(onResync: () => void): void {
  const client = useClient();
  const latest = useRef(onResync);
  useEffect(() => {
    latest.current = onResync;
  });
  useEffect(() => client.onResync(() => latest.current()), [client]);
}

export function useConnectionState(): ConnectionState {
  const client = useClient();
  return useSyncExternalStore(
    (notify) => client.onStateChange(notify),
    () => client.connectionState,
    () => 'disconnected',
  );
}
