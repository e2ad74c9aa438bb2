import fp from 'fastify-plugin';
import type { FastifySchemaCompiler } from 'fastify';
import { z } from 'zod';
import { UNSAFE_TEXT_MESSAGE, findUnsafeText } from '@sportsbook/contract';
import { RequestValidationError } from '../../errors';

/**
 * Routes declare zod schemas (querystring, params, body) and receive the parsed, typed output;
 * a mismatch becomes a 400 with the field and the reason (DESIGN §3).
 */
const zodValidatorCompiler: FastifySchemaCompiler<z.ZodType> = ({ schema, httpPart }) => {
  return (data) => {
    // Text PostgreSQL cannot store is refused on every route, whatever its schema says.
    const unsafe = findUnsafeText(data);
    if (unsafe) {
      const issue = {
        code: 'custom' as const,
        path: unsafe,
        message: UNSAFE_TEXT_MESSAGE,
        input: undefined,
      };
      return { error: new RequestValidationError(new z.ZodError([issue]), httpPart ?? 'request') };
    }
    const result = schema.safeParse(data);
    if (result.success) return { value: result.data };
    return { error: new RequestValidationError(result.error, httpPart ?? 'request') };
  };
};

export const validationPlugin = fp(
  async (app) => {
    app.setValidatorCompiler(zodValidatorCompiler);
  },
  { name: 'validation' },
);
