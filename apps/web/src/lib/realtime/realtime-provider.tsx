'use client';

import { createContext, useContext, useEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { useRouter } from 'next/navigation';
import { RealtimeEventName, channels } from '@sportsbook/contract/browser';
import { publish, type BalanceChanged } from '../event-bus';
import { apiBaseUrls } from '../api-config';
import { reportError } from '../error-report-queue';
import { useSessionStore } from '../session-store';
import { useLocaleRouting } from '@/components/locale-routing/locale-routing-provider';
import { RealtimeClient } from './realtime-client';
import type { ConnectionState, RealtimePublication } from './realtime-client';
import styles from './realtime-provider.module.css';
import { TEST_PROVIDER_COOKIE, parseTestProviderCookie, readCookie } from './test-provider';

/** The API client, loaded with the first connect (after the first paint, like socket.io). */
const loadApiClient = () => import('../api-fetch').then((module) => module.apiRequest);

/** A malformed message is dropped by the client and reported here, once per reason. */
const reportedReasons = new Set<string>();
function reportMalformed(reason: string): void {
  if (reportedReasons.has(reason)) return;
  reportedReasons.add(reason);
  reportError(new Error(`[realtime] dropped a message: ${reason}`));
}

function createClient(): RealtimeClient {
  return new RealtimeClient({
    url: apiBaseUrls().realtime || undefined,
    onMalformed: reportMalformed,
    fetchConnectionToken: async () => {
      // A 401 here is a visitor's connection, not the end of a session.
      const apiRequest = await loadApiClient();
      return (await apiRequest('websocketToken', { quietUnauthorized: true })).token;
    },
    fetchChannelToken: async (channel) => {
      const apiRequest = await loadApiClient();
      const answer = await apiRequest('websocketAuthorize', {
        body: { channels: [channel] },
        quietUnauthorized: true,
      });
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
        publish('balance-changed', publication.message as BalanceChanged);
      } else {
        publish('private-event', {
          eventName: publication.event_name,
          message: publication.message,
        });
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
