import { createHmac, timingSafeEqual } from 'node:crypto';
import fp from 'fastify-plugin';
import cookie from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { PLATFORM_APP_HEADER, PLATFORM_APP_VALUE, PlatformErrorCode } from '@sportsbook/contract';
import { deleteSession, getSession, insertSession, touchSession } from '@sportsbook/db';
import type { SessionLookup } from '@sportsbook/db';
import { HttpError } from '../../errors';
import { randomToken, sha256 } from '../../services/accounts/secrets';
import { publishSessionsEnded } from '../../services/realtime/sessions-ended';
import { unauthorized } from '../../services/accounts/http-errors';

/**
 * Server-side sessions (docs/decisions/006). The cookie carries 256 random bits; the database
 * keeps only their SHA-256 with an idle and an absolute expiry. A new id is issued at every
 * sign-in, so a session id planted before sign-in is worthless afterwards.
 */
export interface SessionInfo {
  playerId: number;
  idHash: string;
}

export interface Sessions {
  /**
   * Starts a session for the player and sets the cookie; ends the request's old one. `crossSite`
   * (a host's token exchanged inside its iframe, decision 039) makes the cookie SameSite=None;
   * Secure; Partitioned whatever IFRAME_MODE says: that session only lives in a host's iframe.
   */
  start(
    request: FastifyRequest,
    reply: FastifyReply,
    playerId: number,
    options?: { crossSite?: boolean },
  ): Promise<void>;
  /** Ends the request's session and clears the cookie. */
  end(request: FastifyRequest, reply: FastifyReply): Promise<void>;
  /** The request's live session, or null. Memoized per request. */
  current(request: FastifyRequest): Promise<SessionInfo | null>;
  /** The signed-in player's id; 401 otherwise. */
  requirePlayer(request: FastifyRequest, reply: FastifyReply): Promise<number>;
  /**
   * requirePlayer for a hot route that reads the session row together with its own data in one
   * statement (placement, docs/decisions/014): `read` gets the session id hash and answers its
   * data with the session row, or undefined when there is no such session. The session rules
   * (expiry, idle timeout, last-seen touch, 401 and cookie clearing) are the same as
   * requirePlayer's; the data is answered only for a live session.
   */
  requirePlayerWith<T extends { session: SessionLookup }>(
    request: FastifyRequest,
    reply: FastifyReply,
    read: (idHash: string) => Promise<T | undefined>,
  ): Promise<T>;
  /**
   * The id of this browser when it has signed in to (or unlocked) the account of `email` before,
   * proven by the signed device cookie; undefined otherwise (decision 022).
   */
  knownDevice(request: FastifyRequest, email: string): string | undefined;
  /** Marks this browser as a known device of `email` (after a sign-in or an emailed unlock). */
  rememberDevice(request: FastifyRequest, reply: FastifyReply, email: string): void;
  /** The session cookie's attributes for this request (other first-party cookies reuse them). */
  cookieOptions(
    request: FastifyRequest,
    crossSite?: boolean,
  ): {
    path: string;
    httpOnly: boolean;
    secure: boolean;
    sameSite: 'lax' | 'none';
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    sessions: Sessions;
  }
  interface FastifyRequest {
    sessionLookup?: Promise<SessionInfo | null>;
  }
}

/** Writing last_seen on every request would turn reads into writes; a minute is precise enough. */
const TOUCH_AFTER_MS = 60_000;
/** How long a browser stays a known device after its last sign-in. */
const DEVICE_COOKIE_DAYS = 365;

/**
 * Whether the client is this machine itself. `request.ip` is the socket's address unless a
 * configured proxy (TRUSTED_PROXIES) forwarded the request, so no header a client makes up can
 * turn it into a loopback address; the Host and X-Forwarded-Host headers are not consulted.
 */
function isLoopback(address: string): boolean {
  return address === '::1' || address.startsWith('127.') || address.startsWith('::ffff:127.');
}

export const sessionPlugin = fp(
  async (app) => {
    await app.register(cookie);
    const config = app.config;
    const cookieName = config.SESSION_COOKIE_NAME;
    const idleMs = config.SESSION_IDLE_MINUTES * 60_000;
    const absoluteMs = config.SESSION_ABSOLUTE_HOURS * 3_600_000;
    const db = () => app.database.db;
    /** Realtime nodes drop what the ended session subscribed to (docs/decisions/023). */
    const ended = (playerId: number) =>
      publishSessionsEnded(app.pubsub, playerId).catch((error: unknown) =>
        app.log.warn({ err: error }, 'could not announce an ended session to realtime nodes'),
      );

    const publicProtocol = config.PUBLIC_URL ? new URL(config.PUBLIC_URL).protocol : undefined;
    /**
     * COOKIE_SECURE=auto: the public address decides when it is configured; otherwise the cookie
     * is Secure unless a client on this very machine talks plain HTTP (a developer's browser).
     * Both come from configuration and the socket, never from a header a client can forge.
     */
    const autoSecure = (request: FastifyRequest) => {
      if (publicProtocol) return publicProtocol === 'https:';
      return request.protocol === 'https' || !isLoopback(request.ip);
    };
    const cookieOptions = (request: FastifyRequest, crossSite = false) => {
      // SameSite=None is only honoured on Secure cookies, so iframe mode forces Secure.
      const none = config.IFRAME_MODE || crossSite;
      const secure =
        none ||
        config.COOKIE_SECURE === 'true' ||
        (config.COOKIE_SECURE === 'auto' && autoSecure(request));
      return {
        path: '/',
        httpOnly: true,
        secure,
        sameSite: none ? ('none' as const) : ('lax' as const),
      };
    };

    /**
     * Clearing must work in a host's iframe too (decision 039), where the browser refuses a
     * SameSite=Lax Set-Cookie: a clear is SameSite=None; Secure wherever browsers take Secure
     * (https, and localhost, which they count as secure). The Host header only decides how a
     * cookie is deleted, never whether one is Secure (decision 022).
     */
    const clearOptions = (request: FastifyRequest) => {
      const options = cookieOptions(request);
      const secureCapable =
        request.protocol === 'https' ||
        ['localhost', '127.0.0.1', '[::1]'].includes(request.hostname);
      return secureCapable ? { ...options, secure: true, sameSite: 'none' as const } : options;
    };
    const clearSessionCookie = (request: FastifyRequest, reply: FastifyReply) => {
      const options = clearOptions(request);
      reply.clearCookie(cookieName, options);
      // The embedded session's cookie is partitioned (CHIPS) under the host's site: only a
      // partitioned deletion reaches it. A second Set-Cookie, since the plugin keeps one per name.
      if (options.sameSite === 'none') {
        reply.header(
          'set-cookie',
          app.serializeCookie(cookieName, '', {
            ...options,
            partitioned: true,
            expires: new Date(0),
            maxAge: 0,
          }),
        );
      }
    };

    const lookup = async (
      request: FastifyRequest,
      read: (idHash: string) => Promise<SessionLookup | undefined> = (idHash) =>
        getSession(db(), idHash),
    ): Promise<SessionInfo | null> => {
      const id = request.cookies[cookieName];
      if (!id || id.length > 100) return null;
      const idHash = sha256(id);
      const row = await read(idHash);
      if (!row) return null;
      const now = Date.now();
      if (row.expiresAt.getTime() <= now || row.lastSeenAt.getTime() + idleMs <= now) {
        await deleteSession(db(), idHash);
        await ended(row.playerId);
        return null;
      }
      if (now - row.lastSeenAt.getTime() >= TOUCH_AFTER_MS) {
        await touchSession(db(), idHash, new Date(now));
      }
      return { playerId: row.playerId, idHash };
    };

    const deviceCookie = `${cookieName}_device`;
    const deviceMac = (email: string, deviceId: string) =>
      createHmac('sha256', config.DEVICE_COOKIE_SECRET)
        .update(`${email.toLowerCase()}\n${deviceId}`)
        .digest('base64url');
    /** The cookie's device id and proof, when it is well-formed. */
    const readDevice = (request: FastifyRequest) => {
      const [deviceId, mac, ...rest] = (request.cookies[deviceCookie] ?? '').split('.');
      if (!deviceId || !mac || rest.length > 0 || deviceId.length > 64) return undefined;
      return { deviceId, mac };
    };

    const sessions: Sessions = {
      async start(request, reply, playerId, options = {}) {
        const previous = await sessions.current(request);
        if (previous) {
          await deleteSession(db(), previous.idHash);
          await ended(previous.playerId);
        }
        const id = randomToken();
        const now = new Date();
        await insertSession(db(), {
          idHash: sha256(id),
          playerId,
          now,
          expiresAt: new Date(now.getTime() + absoluteMs),
        });
        request.sessionLookup = Promise.resolve({ playerId, idHash: sha256(id) });
        reply.setCookie(cookieName, id, {
          ...cookieOptions(request, options.crossSite),
          // In a host's iframe: a partitioned cookie (CHIPS), kept per host site, which browsers
          // that block third-party cookies still accept (decision 039).
          ...(options.crossSite ? { partitioned: true } : {}),
          maxAge: Math.floor(absoluteMs / 1000),
        });
      },
      async end(request, reply) {
        const current = await sessions.current(request);
        if (current) {
          await deleteSession(db(), current.idHash);
          await ended(current.playerId);
        }
        request.sessionLookup = Promise.resolve(null);
        clearSessionCookie(request, reply);
      },
      current(request) {
        request.sessionLookup ??= lookup(request);
        return request.sessionLookup;
      },
      async requirePlayer(request, reply) {
        const session = await sessions.current(request);
        if (session) return session.playerId;
        throw noSession(request, reply);
      },
      async requirePlayerWith<T extends { session: SessionLookup }>(
        request: FastifyRequest,
        reply: FastifyReply,
        read: (idHash: string) => Promise<T | undefined>,
      ): Promise<T> {
        let data: T | undefined;
        if (request.sessionLookup) {
          // Already looked up for this request: read the data for that session.
          const session = await request.sessionLookup;
          data = session ? await read(session.idHash) : undefined;
        } else {
          request.sessionLookup = lookup(request, async (idHash) => {
            data = await read(idHash);
            return data?.session;
          });
          if (!(await request.sessionLookup)) data = undefined;
        }
        if (data) return data;
        throw noSession(request, reply);
      },
      knownDevice(request, email) {
        const device = readDevice(request);
        if (!device) return undefined;
        const expected = Buffer.from(deviceMac(email, device.deviceId));
        const given = Buffer.from(device.mac);
        return given.length === expected.length && timingSafeEqual(given, expected)
          ? device.deviceId
          : undefined;
      },
      rememberDevice(request, reply, email) {
        // One browser keeps one id, so its failures count together whoever signs in on it.
        const deviceId = readDevice(request)?.deviceId ?? randomToken();
        reply.setCookie(deviceCookie, `${deviceId}.${deviceMac(email, deviceId)}`, {
          ...cookieOptions(request),
          maxAge: DEVICE_COOKIE_DAYS * 86_400,
        });
      },
      cookieOptions,
    };
    /** The 401 of a request without a live session. */
    const noSession = (request: FastifyRequest, reply: FastifyReply) => {
      // A stale cookie is dropped so the browser stops sending it.
      if (request.cookies[cookieName]) clearSessionCookie(request, reply);
      return unauthorized();
    };
    app.decorate('sessions', sessions);

    /**
     * An answer that looked at a request's session is about one player, and so is one that sets
     * a cookie: no browser, proxy or CDN may keep it (issue 14 #11). Keyed on the lookup, not on
     * a list of routes, so a new private route is covered without anyone remembering to.
     */
    app.addHook('onSend', async (request, reply) => {
      const personal = request.sessionLookup !== undefined && request.cookies[cookieName];
      if (personal || reply.hasHeader('set-cookie')) {
        reply.header('cache-control', 'no-store');
      }
    });
  },
  { name: 'session', dependencies: ['config', 'database', 'pubsub'] },
);

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * CSRF defence (docs/decisions/006): a state-changing call must carry `x-platform-app:
 * sportsbook`. A cross-site form cannot set a header, and a cross-site fetch that sets one needs
 * a CORS preflight this server never grants, so only our own pages can send it.
 */
export async function requireAppHeader(request: FastifyRequest): Promise<void> {
  if (SAFE_METHODS.has(request.method)) return;
  if (request.headers[PLATFORM_APP_HEADER] !== PLATFORM_APP_VALUE) {
    throw new HttpError(
      403,
      PlatformErrorCode.csrf,
      `State-changing requests must send the header ${PLATFORM_APP_HEADER}: ${PLATFORM_APP_VALUE}`,
    );
  }
}
