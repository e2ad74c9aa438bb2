import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import {
  PlatformErrorCode,
  confirmationQuerySchema,
  editPasswordBodySchema,
  emailBodySchema,
  signInBodySchema,
  signUpBodySchema,
  unlockQuerySchema,
} from '@sportsbook/contract';
import type { EditPasswordBody, SignInBody, SignUpBody } from '@sportsbook/contract';
import { bindDemoMailbox, listPlayerAccounts, unbindDemoMailboxesExcept } from '@sportsbook/db';
import type { AccountsContext } from '../../../services/accounts/context';
import {
  bindThisBrowser,
  demoMailboxKeyHash,
  demoMailboxKeyOf,
} from '../../../services/accounts/demo-mailbox';
import { forbidden, tooManyRequests } from '../../../services/accounts/http-errors';
import { recordAttribution } from '../../../services/accounts/record-attribution';
import { createRequestCountry } from '../../../services/accounts/request-country';
import { RateLimiter } from '../../../services/accounts/rate-limiter';
import { SignInThrottle } from '../../../services/accounts/sign-in-throttle';
import { confirmEmail } from '../../../services/accounts/confirm-email';
import { requestPasswordReset } from '../../../services/accounts/request-password-reset';
import { resendConfirmation } from '../../../services/accounts/resend-confirmation';
import { resendUnlock } from '../../../services/accounts/resend-unlock';
import { resetPassword } from '../../../services/accounts/reset-password';
import { unlockAccount } from '../../../services/accounts/unlock-account';
import { signIn } from '../../../services/accounts/sign-in';
import { signUp } from '../../../services/accounts/sign-up';
import { playerToWire } from '../../../services/accounts/to-wire';
import { publishSessionsEnded } from '../../../services/realtime/sessions-ended';
import { blockedError, loadLimits } from '../../../services/responsible-gambling/limits-of';
import { endSessionsOnSignOut } from '../../../services/responsible-gambling/sportsbook-sessions';

const SENT = 'If the address is registered, you will receive an email with instructions shortly.';

/**
 * Sign-up, sign-in, sign-out and the emailed-token flows under /platform/api/users (Devise's
 * paths, as the spec's sign_out, confirmation and unlock calls are). Rate-limited per client
 * address and per email before any password hashing happens; the client address is the
 * socket's unless a TRUSTED_PROXIES proxy forwarded the request (decision 022).
 */
export const authRoutes: FastifyPluginAsync = async (app) => {
  const context = (): AccountsContext => ({
    db: app.database.db,
    config: app.config,
    mailer: app.mailer,
  });
  const windowMs = app.config.AUTH_RATE_LIMIT_WINDOW_SECONDS * 1000;
  const perIp = new RateLimiter({ limit: app.config.AUTH_RATE_LIMIT_PER_IP, windowMs });
  const perAccount = new RateLimiter({ limit: app.config.AUTH_RATE_LIMIT_PER_ACCOUNT, windowMs });
  const throttle = new SignInThrottle({ threshold: app.config.MAX_FAILED_SIGN_INS });
  const requestCountry = createRequestCountry(app.config);
  /**
   * The country the request comes from (a trusted proxy's geo header, or the demo's override)
   * against the configured list (account-platform §5). Checked before anything else: it depends
   * on the request alone and tells nothing about any account. No `details` field, unlike the
   * sign-up form's chosen country: the web takes the player to the blocked page (decision 032).
   */
  const refuseBlockedCountry = (request: FastifyRequest, action: 'sign_up' | 'sign_in') => {
    const country = requestCountry(request);
    const blocked =
      action === 'sign_up'
        ? app.config.BLOCKED_SIGN_UP_COUNTRIES
        : app.config.BLOCKED_SIGN_IN_COUNTRIES;
    if (!country || !blocked.includes(country)) return country;
    const what = action === 'sign_up' ? 'Sign-up' : 'Sign-in';
    throw forbidden(
      PlatformErrorCode.blockedCountry,
      `${what} is not available in your country (${country})`,
    );
  };
  /**
   * Per address, and per account unless `perAccountToo` is false: a known device of the
   * account is not held back by what strangers do to its email (decision 022).
   */
  const limit = (request: FastifyRequest, route: string, email?: string, perAccountToo = true) => {
    const checks = [perIp.hit(`${route}:${request.ip}`)];
    if (email && perAccountToo) checks.push(perAccount.hit(`${route}:${email}`));
    const refused = checks.find((check) => !check.allowed);
    if (refused) throw tooManyRequests(refused.retryAfterSeconds);
  };

  app.post('/users', { schema: { body: signUpBodySchema } }, async (request, reply) => {
    const body = request.body as SignUpBody;
    limit(request, 'sign_up', body.email);
    const country = refuseBlockedCountry(request, 'sign_up');
    // The same answer whether the email is new or registered (the owner gets a mail instead);
    // in demo mode the browser that created the account (it chose the password) reads its mail.
    const mailboxKey = demoMailboxKeyOf(app, request, reply);
    await signUp({
      ...context(),
      body,
      created: async (playerId: number) => {
        // Where the player came from (affiliate tags, device, country): account-platform §9.
        await recordAttribution({ db: app.database.db, request, playerId, country });
        if (mailboxKey) await bindDemoMailbox(app.database.db, mailboxKey, playerId);
      },
    });
    return reply.status(201).send({
      email: body.email,
      confirmation_required: true,
      message: 'Check your email: follow the link we sent you to confirm your address.',
    });
  });

  app.post('/users/sign_in', { schema: { body: signInBodySchema } }, async (request, reply) => {
    const body = request.body as SignInBody;
    const knownDevice = app.sessions.knownDevice(request, body.email);
    limit(request, 'sign_in', body.email, !knownDevice);
    refuseBlockedCountry(request, 'sign_in');
    const player = await signIn({
      ...context(),
      body,
      throttle,
      knownDevice,
      address: request.ip,
      sessionsEnded: (playerId) => publishSessionsEnded(app.pubsub, playerId),
    });
    // Time-out and self-exclusion (issue 18): the answer says until when. Withdrawals stay
    // possible: with `withdrawal_only` the player gets a session in which bets, deposits and
    // sportsbook sessions are refused by their own checks.
    if (!body.withdrawal_only) {
      const { limits } = await loadLimits(app.database.db, player.id);
      const blocked = blockedError(limits, app.clock.now(), 'signing in');
      if (blocked) throw blocked;
    }
    await app.sessions.start(request, reply, player.id);
    app.sessions.rememberDevice(request, reply, player.email);
    await bindThisBrowser(app, request, reply, player.id);
    const [active] = await listPlayerAccounts(app.database.db, player.id);
    return playerToWire(player, active?.currency ?? 'EUR', app.config);
  });

  app.delete('/users/sign_out', async (request, reply) => {
    const session = await app.sessions.current(request);
    if (session) await endSessionsOnSignOut(app.database.db, session.playerId, app.clock.now());
    await app.sessions.end(request, reply);
    return reply.status(204).send();
  });

  app.post('/users/password', { schema: { body: emailBodySchema } }, async (request) => {
    const { email } = request.body as { email: string };
    limit(request, 'password', email);
    requestPasswordReset({ ...context(), email });
    return { message: SENT };
  });

  app.put(
    '/users/password',
    { schema: { body: editPasswordBodySchema } },
    async (request, reply) => {
      limit(request, 'password');
      const player = await resetPassword({ ...context(), body: request.body as EditPasswordBody });
      // The link proved the mailbox: the owner's tries start again everywhere, on this browser too.
      throttle.forgive(player.email);
      app.sessions.rememberDevice(request, reply, player.email);
      // Its sessions ended: realtime nodes drop their private subscriptions (decision 023); like
      // the sessions, the demo mailboxes of other browsers end with the old password.
      await publishSessionsEnded(app.pubsub, player.id);
      await unbindDemoMailboxesExcept(app.database.db, player.id, demoMailboxKeyHash(request));
      return { message: 'Your password has been changed. You can sign in now.' };
    },
  );

  app.get(
    '/users/confirmation',
    { schema: { querystring: confirmationQuerySchema } },
    async (request) => {
      const { confirmation_token } = request.query as { confirmation_token: string };
      limit(request, 'confirmation');
      const player = await confirmEmail({ ...context(), token: confirmation_token });
      return { message: 'Your email address has been confirmed.', email: player.email };
    },
  );

  app.post('/users/confirmation', { schema: { body: emailBodySchema } }, async (request) => {
    const { email } = request.body as { email: string };
    limit(request, 'confirmation', email);
    resendConfirmation({ ...context(), email });
    return { message: SENT };
  });

  app.get(
    '/users/unlock',
    { schema: { querystring: unlockQuerySchema } },
    async (request, reply) => {
      const { unlock_token } = request.query as { unlock_token: string };
      limit(request, 'unlock');
      const player = await unlockAccount({ ...context(), token: unlock_token });
      throttle.forgive(player.email);
      app.sessions.rememberDevice(request, reply, player.email);
      return {
        message: 'Your account has been unlocked. You can sign in now.',
        email: player.email,
      };
    },
  );

  app.post('/users/unlock', { schema: { body: emailBodySchema } }, async (request) => {
    const { email } = request.body as { email: string };
    limit(request, 'unlock', email);
    resendUnlock({ ...context(), email });
    return { message: SENT };
  });
};
