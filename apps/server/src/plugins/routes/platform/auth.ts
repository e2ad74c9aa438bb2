import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import {
  confirmationQuerySchema,
  editPasswordBodySchema,
  emailBodySchema,
  signInBodySchema,
  signUpBodySchema,
  unlockQuerySchema,
} from '@sportsbook/contract';
import type { EditPasswordBody, SignInBody, SignUpBody } from '@sportsbook/contract';
import { listPlayerAccounts } from '@sportsbook/db';
import type { AccountsContext } from '../../../services/accounts/context';
import { tooManyRequests } from '../../../services/accounts/http-errors';
import { RateLimiter } from '../../../services/accounts/rate-limiter';
import { confirmEmail } from '../../../services/accounts/confirm-email';
import { requestPasswordReset } from '../../../services/accounts/request-password-reset';
import { resendConfirmation } from '../../../services/accounts/resend-confirmation';
import { resendUnlock } from '../../../services/accounts/resend-unlock';
import { resetPassword } from '../../../services/accounts/reset-password';
import { unlockAccount } from '../../../services/accounts/unlock-account';
import { signIn } from '../../../services/accounts/sign-in';
import { signUp } from '../../../services/accounts/sign-up';
import { playerToWire } from '../../../services/accounts/to-wire';

const SENT = 'If the address is registered, you will receive an email with instructions shortly.';

/**
 * Sign-up, sign-in, sign-out and the emailed-token flows under /platform/api/users (Devise's
 * paths, as the spec's sign_out, confirmation and unlock calls are). Rate-limited per client
 * address and per email before any password hashing happens.
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
  const limit = (request: FastifyRequest, route: string, email?: string) => {
    const checks = [perIp.hit(`${route}:${request.ip}`)];
    if (email) checks.push(perAccount.hit(`${route}:${email}`));
    const refused = checks.find((check) => !check.allowed);
    if (refused) throw tooManyRequests(refused.retryAfterSeconds);
  };

  app.post('/users', { schema: { body: signUpBodySchema } }, async (request, reply) => {
    const body = request.body as SignUpBody;
    limit(request, 'sign_up', body.email);
    const player = await signUp({ ...context(), body });
    return reply.status(201).send({
      id: player.id,
      email: player.email,
      confirmation_required: true,
      message: 'Check your email: follow the link we sent you to confirm your address.',
    });
  });

  app.post('/users/sign_in', { schema: { body: signInBodySchema } }, async (request, reply) => {
    const body = request.body as SignInBody;
    limit(request, 'sign_in', body.email);
    const player = await signIn({ ...context(), body });
    await app.sessions.start(request, reply, player.id);
    const [active] = await listPlayerAccounts(app.database.db, player.id);
    return playerToWire(player, active?.currency ?? 'EUR', app.config);
  });

  app.delete('/users/sign_out', async (request, reply) => {
    await app.sessions.end(request, reply);
    return reply.status(204).send();
  });

  app.post('/users/password', { schema: { body: emailBodySchema } }, async (request) => {
    const { email } = request.body as { email: string };
    limit(request, 'password', email);
    await requestPasswordReset({ ...context(), email });
    return { message: SENT };
  });

  app.put('/users/password', { schema: { body: editPasswordBodySchema } }, async (request) => {
    limit(request, 'password');
    await resetPassword({ ...context(), body: request.body as EditPasswordBody });
    return { message: 'Your password has been changed. You can sign in now.' };
  });

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
    await resendConfirmation({ ...context(), email });
    return { message: SENT };
  });

  app.get('/users/unlock', { schema: { querystring: unlockQuerySchema } }, async (request) => {
    const { unlock_token } = request.query as { unlock_token: string };
    limit(request, 'unlock');
    const player = await unlockAccount({ ...context(), token: unlock_token });
    return { message: 'Your account has been unlocked. You can sign in now.', email: player.email };
  });

  app.post('/users/unlock', { schema: { body: emailBodySchema } }, async (request) => {
    const { email } = request.body as { email: string };
    limit(request, 'unlock', email);
    await resendUnlock({ ...context(), email });
    return { message: SENT };
  });
};
