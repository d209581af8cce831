import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

declare module 'fastify' {
  interface FastifyInstance {
    /** Set by static/ when it serves the front ends: answers history-mode routes with the app shell. */
    spaFallback?: (request: FastifyRequest, reply: FastifyReply) => boolean;
  }
}
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ApiCode } from '@parley/protocol';
import { ApiError } from './envelope.js';

const CLIENT_CODES = new Set<number>(Object.values(ApiCode).filter((c) => c >= 400 && c < 500));
/**
 * PostgreSQL's data exceptions a caller's value causes (a number beyond its column's range, text that is not a
 * number, a string too long): the schemas bound what they know, and whatever slips past is still the caller's 400,
 * never a 500 (issue 34).
 */
const PG_DATA_ERRORS = new Set(['22001', '22003', '22P02', '22008', '22007']);

/**
 * Every failure leaves as {code, message, data} with the HTTP status mirroring code.
 * Client mistakes are 4xx naming what was wrong; a 500 never carries internals.
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((err: unknown, request, reply) => {
    if (err instanceof ApiError) {
      const error = err;
      const retryAfter = (error.data as { retryAfter?: unknown } | undefined)?.retryAfter;
      if (error.code === ApiCode.TOO_MANY && typeof retryAfter === 'number') reply.header('Retry-After', String(retryAfter));
      return reply.status(error.code).send({ code: error.code, message: error.message, data: error.data });
    }
    const error = err as FastifyError;
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issue = error.validation[0];
      const field =
        issue?.instancePath.replace(/^\//, '').replace(/\//g, '.') ||
        (issue?.params as { issue?: { path?: unknown[] } })?.issue?.path?.join('.') ||
        '';
      const message = `${error.validationContext ?? 'body'}${field ? `.${field}` : ''}: ${issue?.message ?? 'invalid'}`;
      return reply.status(400).send({ code: 400, message, data: { field } });
    }
    if (typeof error.code === 'string' && PG_DATA_ERRORS.has(error.code)) {
      request.log.info({ pgCode: error.code }, 'a value does not fit its column');
      return reply.status(400).send({ code: 400, message: 'body: a value is out of range', data: null });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Fastify's own client errors: bad JSON, wrong content type, body too large, rate limit.
      const code = CLIENT_CODES.has(status) ? status : ApiCode.BAD_REQUEST;
      return reply.status(code).send({ code, message: error.message, data: null });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send({ code: 500, message: 'Internal server error', data: null });
  });
  app.setNotFoundHandler((request, reply) => {
    if (app.spaFallback?.(request, reply)) return;
    reply.status(404).send({ code: 404, message: `No route ${request.method} ${request.url.split('?')[0]}`, data: null });
  });
}
