import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiCode } from '@parley/protocol';
import { ApiError, badRequest } from './envelope.js';

/**
 * Input no schema should have to think about, refused before validation with a 400 naming the field, the same
 * on SQLite and PostgreSQL (which refuses NUL in text and integers beyond bigint with an error of its own):
 * JSON nested deeper than MAX_DEPTH (checked on the raw text, before parsing can recurse), NUL characters in any
 * string of the body, query or path, and numbers beyond the safe-integer range.
 */
export const MAX_DEPTH = 64;

/** The deepest nesting of a JSON text, counted without parsing it (brackets inside strings do not count). */
export function jsonDepth(text: string): number {
  let depth = 0;
  let max = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92)
        i++; // backslash: skip the escaped character
      else if (c === 34) inString = false;
    } else if (c === 34) inString = true;
    else if (c === 123 || c === 91) max = Math.max(max, ++depth);
    else if (c === 125 || c === 93) depth--;
  }
  return max;
}

/** The path of the first string holding NUL or number out of the safe range, or undefined. */
export function firstBadValue(value: unknown, path = ''): { path: string; why: string } | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? { path, why: 'NUL characters are not allowed' } : undefined;
  if (typeof value === 'number') return Math.abs(value) > Number.MAX_SAFE_INTEGER ? { path, why: 'the number is too large' } : undefined;
  if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value as Record<string, unknown>)) {
      if (k.includes('\u0000'))
        return { path: path ? `${path}.${k.split('\u0000').join('')}` : 'key', why: 'NUL characters are not allowed' };
      const bad = firstBadValue(v, path ? `${path}.${k}` : k);
      if (bad) return bad;
    }
  }
  return undefined;
}

function check(where: string, value: unknown): void {
  const bad = firstBadValue(value);
  if (bad) throw new ApiError(ApiCode.BAD_REQUEST, `${where}${bad.path ? `.${bad.path}` : ''}: ${bad.why}`, { field: bad.path });
}

export function registerInputGuards(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request: FastifyRequest, body: string | Buffer, done) => {
    // No client of ours compresses what it sends; a coded body is refused rather than read as text (RFC 9110, 415).
    const coding = request.headers['content-encoding'];
    if (coding !== undefined && coding.toLowerCase() !== 'identity') {
      done(new ApiError(ApiCode.UNSUPPORTED_MEDIA_TYPE, `body: content-encoding ${coding} is not accepted`), undefined);
      return;
    }
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (jsonDepth(text) > MAX_DEPTH) {
      done(badRequest(`body: nested more than ${MAX_DEPTH} levels deep`), undefined);
      return;
    }
    // Fastify's own parser (prototype-poisoning checks included) answers through `done`.
    void parseJson(request, text, done);
  });
  // A callback hook, not an async one: it runs on every request, and needs no promise.
  app.addHook('preValidation', (request, _reply, done) => {
    try {
      check('params', request.params);
      check('querystring', request.query);
      check('body', request.body);
    } catch (err) {
      done(err as Error);
      return;
    }
    done();
  });
}
