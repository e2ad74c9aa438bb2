import type { Socket } from 'socket.io-client';
import {
  REALTIME_CONSTANTS,
  REALTIME_PATH,
  REALTIME_PROTOCOL_VERSION,
  RealtimeClientEvent,
  RealtimeErrorCode,
  RealtimeServerEvent,
  checkRealtimeDelivery,
  checkRealtimeUnsubscribed,
  isPrivateChannel,
} from '@sportsbook/contract/browser';
import { reconnectDelay } from './backoff';

/** account-platform §4: the connection's and each subscription's states. */
export type ConnectionState = 'disconnected' | 'connecting' | 'connected';
export type SubscriptionState = 'unsubscribed' | 'subscribing' | 'subscribed';

/**
 * A publication that passed the protocol's checks (contract realtime-messages.ts): the right
 * version, a channel, an event name, and for the events the web reads, a message of their shape.
 */
export interface RealtimePublication {
  channel: string;
  event_name: string;
  message: unknown;
}

export type PublicationHandler = (publication: RealtimePublication) => void;

export interface RealtimeClientOptions {
  /** A fresh connection token (POST /websocket/token); called before every connect. */
  fetchConnectionToken: () => Promise<string>;
  /** A channel token for a private ($) channel (POST /websocket/authorize). */
  fetchChannelToken: (channel: string) => Promise<string>;
  /** Origin of the realtime server; the page's own by default. */
  url?: string;
  /**
   * Hears a message that failed the protocol's checks; it is dropped either way, never handed
   * to a channel's handlers. The provider reports it (error reporting, decision 034).
   */
  onMalformed?: (reason: string, value: unknown) => void;
  random?: () => number;
}

interface Channel {
  handlers: Set<PublicationHandler>;
  state: SubscriptionState;
}

type Ack = { ok: true } | { ok: false; error: { code: number; message: string } };

/** Connect errors worth another try (account-platform §8): codes under 100, or 109. */
function isRetryable(code: number | undefined): boolean {
  return code === undefined || code < 100 || code === RealtimeErrorCode.tokenExpired;
}

/**
 * One connection per tab to /realtime. It reconnects itself with backoff (socket.io's own
 * reconnection is off so that the rules of account-platform §4 and §8 apply exactly), fetches a
 * new token for every connect, re-subscribes what is wanted, and tells `onResync` listeners after
 * each reconnect so that what is on screen is fetched again and no price stays stale.
 * Socket.IO's heartbeat closes a connection that heard no ping for the server's interval plus
 * 10 s (the server sets both), which lands in the same reconnect path.
 */
export class RealtimeClient {
  private socket: Socket | undefined;
  private state: ConnectionState = 'disconnected';
  private readonly channels = new Map<string, Channel>();
  private readonly stateListeners = new Set<(state: ConnectionState) => void>();
  private readonly resyncListeners = new Set<() => void>();
  private readonly subscriptionListeners = new Set<
    (channel: string, state: SubscriptionState) => void
  >();
  private attempt = 0;
  private everConnected = false;
  private retryTimer: ReturnType<typeof setTimeout> | undefined;
  /** False after disconnect(): nothing reconnects until connect() is called again. */
  private wanted = false;
  private generation = 0;

  constructor(private readonly options: RealtimeClientOptions) {}

  get connectionState(): ConnectionState {
    return this.state;
  }

  subscriptionState(channel: string): SubscriptionState {
    return this.channels.get(channel)?.state ?? 'unsubscribed';
  }

  onStateChange(listener: (state: ConnectionState) => void): () => void {
    this.stateListeners.add(listener);
    return () => this.stateListeners.delete(listener);
  }

  onSubscriptionChange(listener: (channel: string, state: SubscriptionState) => void): () => void {
    this.subscriptionListeners.add(listener);
    return () => this.subscriptionListeners.delete(listener);
  }

  onResync(listener: () => void): () => void {
    this.resyncListeners.add(listener);
    return () => this.resyncListeners.delete(listener);
  }

  /**
   * Tells the `onResync` listeners to fetch again what is on screen. The client does it after each
   * reconnect; callers do it when something changed that no update will carry (a provider went
   * down or came back).
   */
  resync(): void {
    for (const listener of this.resyncListeners) listener();
  }

  /** Adds a handler to a channel; the channel is subscribed while it has handlers. */
  subscribe(channel: string, handler: PublicationHandler): () => void {
    let entry = this.channels.get(channel);
    if (!entry) {
      entry = { handlers: new Set(), state: 'unsubscribed' };
      this.channels.set(channel, entry);
      if (this.state === 'connected') void this.sendSubscribe(channel, entry);
    }
    entry.handlers.add(handler);
    return () => {
      entry.handlers.delete(handler);
      if (entry.handlers.size > 0) return;
      this.channels.delete(channel);
      if (this.socket?.connected && entry.state === 'subscribed')
        void this.sendUnsubscribe(channel);
    };
  }

  connect(): void {
    this.wanted = true;
    if (this.state !== 'disconnected' || this.retryTimer) return;
    void this.open();
  }

  disconnect(): void {
    this.wanted = false;
    this.generation++;
    this.clearRetry();
    this.closeSocket();
    this.setState('disconnected');
  }

  /** Drops the connection and opens a new one at once (the player signed in or out). */
  reconnect(): void {
    this.generation++;
    this.clearRetry();
    this.closeSocket();
    this.setState('disconnected');
    this.attempt = 0;
    this.connect();
  }

  private async open(): Promise<void> {
    // A disconnect or a newer open() while this one awaits makes it stale.
    const generation = ++this.generation;
    const stale = () => generation !== this.generation || !this.wanted;
    this.setState('connecting');
    let token: string;
    try {
      token = await this.options.fetchConnectionToken();
    } catch {
      if (!stale()) this.retryLater();
      return;
    }
    // Loaded on first connect, not with the page: the transport is not needed to paint.
    const { io } = await import('socket.io-client');
    if (stale()) return;
    const socket = io(this.options.url ?? '', {
      path: REALTIME_PATH,
      // The server refuses a client of another protocol version (connect error 107, final).
      auth: { token, protocol: REALTIME_PROTOCOL_VERSION },
      transports: ['websocket'],
      reconnection: false,
    });
    this.socket = socket;

    socket.on('connect', () => {
      this.attempt = 0;
      this.setState('connected');
      for (const [channel, entry] of this.channels) void this.sendSubscribe(channel, entry);
      if (this.everConnected) this.resync();
      this.everConnected = true;
    });
    socket.on('connect_error', (error: Error & { data?: { code?: number } }) => {
      this.closeSocket();
      if (isRetryable(error.data?.code)) this.retryLater();
      else this.setState('disconnected');
    });
    socket.on('disconnect', (reason) => {
      if (reason === 'io client disconnect') return;
      this.closeSocket();
      this.retryLater();
    });
    socket.on(RealtimeServerEvent.publication, (value: unknown) => {
      const checked = checkRealtimeDelivery(value);
      if (!checked.ok) {
        this.options.onMalformed?.(checked.reason, value);
        return;
      }
      const { channel, event_name, message } = checked.value;
      const entry = this.channels.get(channel);
      if (!entry) return;
      for (const handler of entry.handlers) handler({ channel, event_name, message });
    });
    // The session this connection was opened in ended (a password change renews it, a sign-out
    // in another tab ends it): a new connection carries the session the tab has now, if any.
    socket.on(RealtimeServerEvent.unsubscribed, (value: unknown) => {
      const checked = checkRealtimeUnsubscribed(value);
      if (!checked.ok) {
        this.options.onMalformed?.(checked.reason, value);
        return;
      }
      if (this.socket === socket) this.reconnect();
    });
  }

  private async sendSubscribe(channel: string, entry: Channel): Promise<void> {
    const socket = this.socket;
    if (!socket) return;
    this.setSubscription(channel, entry, 'subscribing');
    let token: string | undefined;
    try {
      token = isPrivateChannel(channel) ? await this.options.fetchChannelToken(channel) : undefined;
    } catch (error) {
      // Not ours to read (signed out, another player's channel): stay unsubscribed.
      this.setSubscription(channel, entry, 'unsubscribed');
      console.warn(`[realtime] ${channel}: ${(error as Error).message}`);
      return;
    }
    try {
      const ack = (await socket
        .timeout(REALTIME_CONSTANTS.requestTimeoutMs)
        .emitWithAck(RealtimeClientEvent.subscribe, { channel, token })) as Ack;
      this.setSubscription(channel, entry, ack.ok ? 'subscribed' : 'unsubscribed');
      if (!ack.ok) console.warn(`[realtime] ${channel}: ${ack.error.message}`);
    } catch {
      // No answer within the request timeout: the connection is not healthy.
      this.setSubscription(channel, entry, 'unsubscribed');
      if (this.socket === socket) this.reconnect();
    }
  }

  private async sendUnsubscribe(channel: string): Promise<void> {
    const socket = this.socket;
    try {
      await socket
        ?.timeout(REALTIME_CONSTANTS.requestTimeoutMs)
        .emitWithAck(RealtimeClientEvent.unsubscribe, { channel });
    } catch {
      // account-platform §8: a failed unsubscribe triggers a reconnect.
      if (this.socket === socket) this.reconnect();
    }
  }

  private retryLater(): void {
    this.setState('disconnected');
    if (!this.wanted || this.retryTimer) return;
    const delay = reconnectDelay(this.attempt++, this.options.random);
    this.retryTimer = setTimeout(() => {
      this.retryTimer = undefined;
      if (this.wanted && this.state === 'disconnected') void this.open();
    }, delay);
  }

  private clearRetry(): void {
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.retryTimer = undefined;
  }

  private closeSocket(): void {
    const socket = this.socket;
    this.socket = undefined;
    for (const [channel, entry] of this.channels)
      this.setSubscription(channel, entry, 'unsubscribed');
    if (socket) {
      socket.removeAllListeners();
      socket.disconnect();
    }
  }

  private setSubscription(channel: string, entry: Channel, state: SubscriptionState): void {
    if (entry.state === state) return;
    entry.state = state;
    for (const listener of this.subscriptionListeners) listener(channel, state);
  }

  private setState(state: ConnectionState): void {
    if (this.state === state) return;
    this.state = state;
    for (const listener of this.stateListeners) listener(state);
  }
}
