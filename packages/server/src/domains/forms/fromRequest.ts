/**
 * fromRequest: the in-chat form (msgType 11) posted on the visitor's behalf (chat-session.md §7 submitFrom:
 * url, method, headers, contentType, requestBody). The server forwards it so the form's target needs no CORS,
 * which makes this a proxy; it must not be an open one. A form may go only to
 *   - a path under /api/ of this server, run in-process (no network, no cookies, the visitor's own address), or
 *   - an origin the tenant listed in the channel's `formTargets`.
 * A listed origin is still refused when it resolves to a loopback, private, link-local or metadata address
 * (http/outbound.ts). Redirects are not followed (a listed host could bounce the request anywhere), answers are
 * cut at MAX_ANSWER_BYTES and the call gives up after TIMEOUT_MS.
 */
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { VisitorPath, type fromRequestBody } from '@parley/protocol';
import { getChannel } from '../channels/channelStore.js';
import type { AppContext } from '../../platform/context.js';
import type { Visitor } from '../../platform/db/schema.js';
import { ApiError, badRequest } from '../../platform/http/envelope.js';
import { OutboundRefused, outboundRequest } from '../../platform/http/outbound.js';

type Body = z.output<typeof fromRequestBody>;
export interface FromRequestAnswer {
  status: number;
  body: unknown;
}

export const MAX_ANSWER_BYTES = 64 * 1024;
export const TIMEOUT_MS = 10_000;
const METHODS = new Set(['POST', 'PUT', 'PATCH']);
/** The form's own headers may describe its content, never borrow an identity or steer the connection. */
const DROPPED_HEADERS =
  /^(host|cookie|authorization|token|connection|content-length|transfer-encoding|upgrade|te|trailer|keep-alive|proxy-.*|x-forwarded-.*|forwarded|via)$/i;
/** Stand-in base for reading same-origin paths; only the path and query of the result are used. */
const SELF = 'http://parley.invalid';

export type Target = { kind: 'self'; path: string } | { kind: 'remote'; url: URL };

/** Where a form may go, or why not. `url` is what the message carried; `allowed` the channel's formTargets. */
export function resolveTarget(url: string, allowed: readonly string[]): Target {
  const raw = url.trim();
  if (/^\/(?!\/)/.test(raw)) {
    // Normalised first ("/api/../console", "%2e%2e"), then checked: the check sees the path that would run.
    const u = new URL(raw, SELF);
    if (u.origin !== SELF || !u.pathname.startsWith('/api/')) throw forbidden('url: only paths under /api/ of this server');
    if (u.pathname === VisitorPath.fromRequest) throw forbidden('url: a form cannot post to fromRequest itself');
    return { kind: 'self', path: u.pathname + u.search };
  }
  let u: URL;
  try {
    u = new URL(raw);
  } catch {
    throw badRequest('url: not a link');
  }
  if ((u.protocol !== 'https:' && u.protocol !== 'http:') || u.username || u.password) throw forbidden('url: not an allowed form target');
  const origins = new Set(allowed.flatMap((o) => originOf(o)));
  if (!origins.has(u.origin)) throw forbidden(`url: ${u.origin} is not one of the channel's form targets`);
  return { kind: 'remote', url: u };
}

function originOf(listed: string): string[] {
  try {
    return [new URL(listed).origin];
  } catch {
    return [];
  }
}

const forbidden = (message: string) => new ApiError(403, message);

/** The form's body in its content type: JSON (the default) or URL-encoded fields. */
export function encodeBody(contentType: string | undefined, values: Record<string, unknown>): { type: string; payload: string } {
  if (contentType && /x-www-form-urlencoded/i.test(contentType)) {
    const form = new URLSearchParams();
    for (const [k, v] of Object.entries(values)) {
      for (const one of Array.isArray(v) ? v : [v])
        form.append(k, one === null || one === undefined ? '' : typeof one === 'object' ? JSON.stringify(one) : String(one));
    }
    return { type: 'application/x-www-form-urlencoded', payload: form.toString() };
  }
  return { type: 'application/json', payload: JSON.stringify(values) };
}

function passedHeaders(headers: Record<string, string> | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(headers ?? {})) {
    if (!DROPPED_HEADERS.test(k) && !/^content-type$/i.test(k) && /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/.test(k))
      out[k] = v.replace(/[\r\n]/g, ' ');
  }
  return out;
}

/** JSON when it parses, else the text; at most MAX_ANSWER_BYTES of it. */
function readAnswer(text: string): unknown {
  const cut = text.length > MAX_ANSWER_BYTES ? text.slice(0, MAX_ANSWER_BYTES) : text;
  try {
    return JSON.parse(cut);
  } catch {
    return cut;
  }
}

export async function forwardForm(
  ctx: AppContext,
  app: FastifyInstance,
  visitor: Visitor,
  b: Body,
  remoteAddress: string,
): Promise<FromRequestAnswer> {
  const method = b.method.toUpperCase();
  if (!METHODS.has(method)) throw badRequest('method: POST, PUT or PATCH');
  const { settings } = await getChannel(ctx, visitor.channel_id);
  const target = resolveTarget(b.url, settings.formTargets);
  const { type, payload } = encodeBody(b.contentType, b.requestBody);
  const headers = { ...passedHeaders(b.headers), 'content-type': type };
  if (target.kind === 'self') {
    const res = await app.inject({ method: method as 'POST', url: target.path, headers, payload, remoteAddress });
    return { status: res.statusCode, body: readAnswer(res.body) };
  }
  try {
    const res = await outboundRequest(target.url, {
      method,
      headers,
      body: payload,
      timeoutMs: TIMEOUT_MS,
      maxBytes: MAX_ANSWER_BYTES,
      allowedNetworks: ctx.config.outboundAllowNetworks ?? [],
    });
    return { status: res.status, body: readAnswer(res.text) };
  } catch (err) {
    if (err instanceof OutboundRefused) throw forbidden(`url: ${err.message}`);
    throw badRequest('url: the form target did not answer');
  }
}
