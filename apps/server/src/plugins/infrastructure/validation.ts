import fp from 'fastify-plugin';
import type { FastifySchemaCompiler } from 'fastify';
import type { z } from 'zod';
import { RequestValidationError } from '../../errors';

/**
 * Routes declare zod schemas (querystring, params, body) and receive the parsed, typed output;
 * a mismatch becomes a 400 with the field and the reason (DESIGN §3).
 */
const zodValidatorCompiler: FastifySchemaCompiler<z.ZodType> = ({ schema, httpPart }) => {
  return (data) => {
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
