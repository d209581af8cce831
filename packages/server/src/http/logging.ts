import type { FastifyBaseLogger, FastifyServerOptions } from 'fastify';

/** Fastify's logger options: pino's, which fastify passes through. */
type PinoOptions = Exclude<NonNullable<FastifyServerOptions['logger']>, boolean>;

/** Where log lines go instead of stdout. */
export interface LogStream {
  write(line: string): void;
}

/**
 * No e-mail address or phone number in the logs (issue 18 item 10). Fastify logs the request line (its URL holds a
 * console search's query), errors carry driver messages (PostgreSQL names the duplicate value), and our own calls
 * pass objects: request and response lines, error texts and every message string are scrubbed, and fields named
 * like contact data, credentials or bodies are redacted wherever they appear.
 */

/** Also URL-encoded (%40), as a query string carries it. */
const EMAIL = /[^\s"'<>@/?&=,;:()[\]]+(?:@|%40)[^\s"'<>@/?&=,;:()[\]%]+\.[A-Za-z]{2,}/gi;
/** 7 to 15 digits, optionally with a leading + and single spaces, dots, dashes or brackets between them. */
const PHONE = /(?<![\w.])\+?\d(?:[\s().-]?\d){6,14}(?![\w.])/g;
/** The seeded demo admin's address is no one's personal data, and the start-up line must show it. */
const DEMO_DOMAIN = '@demo.parley.local';

export function scrubText(text: string): string {
  return text.replace(EMAIL, (m) => (m.endsWith(DEMO_DOMAIN) ? m : '[email]')).replace(PHONE, '[phone]');
}

const REDACTED_KEYS = [
  'email',
  'phone',
  'password',
  'customerEmail',
  'customerPhone',
  'customerName',
  'userName',
  'body',
  'headers',
  'cookie',
  'authorization',
  'token',
];
const REDACT_PATHS = [
  ...REDACTED_KEYS,
  ...REDACTED_KEYS.map((k) => `*.${k}`),
  'req.headers.cookie',
  'req.headers.authorization',
  'req.headers.token',
  'res.headers["set-cookie"]',
];

/** A URL as its reader sees it, so an encoded phone (%2B44%2020…) is recognised; a malformed one as it came. */
function decoded(url: string): string {
  try {
    return decodeURIComponent(url);
  } catch {
    return url;
  }
}

function scrubError(err: Error & { detail?: unknown; code?: unknown }) {
  return {
    type: err.name,
    message: scrubText(err.message),
    stack: scrubText(err.stack ?? ''),
    ...(typeof err.detail === 'string' ? { detail: scrubText(err.detail) } : {}),
    ...(err.code !== undefined ? { code: err.code } : {}),
  };
}

export function loggerOptions(level: string, stream?: LogStream): PinoOptions {
  const options: PinoOptions = {
    level,
    redact: { paths: REDACT_PATHS, censor: '[redacted]' },
    serializers: {
      req: (req: { method?: string; url?: string; hostname?: string; ip?: string }) => ({
        method: req.method,
        url: scrubText(decoded(req.url ?? '')),
        host: req.hostname,
        remoteAddress: req.ip,
      }),
      err: scrubError,
    },
    hooks: {
      // Messages are written by us and by libraries: scrub the strings a line is made of.
      logMethod(args, method) {
        method.apply(this, args.map((a) => (typeof a === 'string' ? scrubText(a) : a)) as Parameters<typeof method>);
      },
    },
    ...(stream ? { stream } : {}),
  };
  return options;
}

type Logger = FastifyBaseLogger;

/**
 * Fastify gives every request a pino child bound to its request id. Making one (its bindings serialised, the
 * redaction set up) cost 3 % of a visitor's message, yet at the usual levels most requests never log: the child is
 * made on the first line that would be written, with the same bindings, so those lines are what they were.
 */
export function lazyChildLogger(parent: Logger, bindings: Record<string, unknown>, opts: { level?: string }): Logger {
  // Pino's level numbers ('silent' is above them all); a logger without them (Fastify's when logging is off) is cheap.
  const values = (parent as unknown as { levels?: { values: Record<string, number> } }).levels?.values;
  if (!values) return parent.child(bindings, opts);
  let real: Logger | undefined;
  const child = () => (real ??= parent.child(bindings, opts));
  const threshold = (): number => values[opts.level ?? parent.level] ?? Infinity;
  const at =
    (level: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace') =>
    (...args: unknown[]) => {
      if ((values[level] ?? 0) < threshold()) return;
      const logger = child();
      const write: (...a: unknown[]) => void = logger[level].bind(logger);
      write(...args);
    };
  return {
    get level() {
      return real?.level ?? opts.level ?? parent.level;
    },
    set level(level: string) {
      child().level = level;
    },
    fatal: at('fatal'),
    error: at('error'),
    warn: at('warn'),
    info: at('info'),
    debug: at('debug'),
    trace: at('trace'),
    silent: () => undefined,
    child: (b: Record<string, unknown>, o?: object) => child().child(b, o),
    isLevelEnabled: (level: string) => (values[level] ?? 0) >= threshold(),
  } as unknown as Logger;
}
