import fp from 'fastify-plugin';
import cookie from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { PLATFORM_APP_HEADER, PLATFORM_APP_VALUE, PlatformErrorCode } from '@sportsbook/contract';
import { deleteSession, getSession, insertSession, touchSession } from '@sportsbook/db';
import type { SessionLookup } from '@sportsbook/db';
import { HttpError } from '../../errors';
import { randomToken, sha256 } from '../../services/accounts/secrets';
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
  /** Starts a session for the player and sets the cookie; ends the request's old one. */
  start(request: FastifyRequest, reply: FastifyReply, playerId: number): Promise<void>;
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
const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);

export const sessionPlugin = fp(
  async (app) => {
    await app.register(cookie);
    const config = app.config;
    const cookieName = config.SESSION_COOKIE_NAME;
    const idleMs = config.SESSION_IDLE_MINUTES * 60_000;
    const absoluteMs = config.SESSION_ABSOLUTE_HOURS * 3_600_000;
    const db = () => app.database.db;

    const cookieOptions = (request: FastifyRequest) => {
      const local = LOCAL_HOSTS.has(request.hostname) || request.hostname.endsWith('.localhost');
      // SameSite=None is only honoured on Secure cookies, so iframe mode forces Secure.
      const secure =
        config.IFRAME_MODE ||
        config.COOKIE_SECURE === 'true' ||
        (config.COOKIE_SECURE === 'auto' && (!local || request.protocol === 'https'));
      return {
        path: '/',
        httpOnly: true,
        secure,
        sameSite: config.IFRAME_MODE ? ('none' as const) : ('lax' as const),
      };
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
        return null;
      }
      if (now - row.lastSeenAt.getTime() >= TOUCH_AFTER_MS) {
        await touchSession(db(), idHash, new Date(now));
      }
      return { playerId: row.playerId, idHash };
    };

    const sessions: Sessions = {
      async start(request, reply, playerId) {
        const previous = await sessions.current(request);
        if (previous) await deleteSession(db(), previous.idHash);
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
          ...cookieOptions(request),
          maxAge: Math.floor(absoluteMs / 1000),
        });
      },
      async end(request, reply) {
        const current = await sessions.current(request);
        if (current) await deleteSession(db(), current.idHash);
        request.sessionLookup = Promise.resolve(null);
        reply.clearCookie(cookieName, cookieOptions(request));
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
    };
    /** The 401 of a request without a live session. */
    const noSession = (request: FastifyRequest, reply: FastifyReply) => {
      // A stale cookie is dropped so the browser stops sending it.
      if (request.cookies[cookieName]) reply.clearCookie(cookieName, cookieOptions(request));
      return unauthorized();
    };
    app.decorate('sessions', sessions);
  },
  { name: 'session', dependencies: ['config', 'database'] },
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
