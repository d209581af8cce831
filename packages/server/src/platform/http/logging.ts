import pinoPretty from 'pino-pretty';
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

/**
 * Query parameters that grant access (a ticket link's `token` lives 30 days, the event stream's `ticket`, a file
 * link's signature `s`): a request line keeps their names, never their values. Runs before the other patterns, so
 * a token's digits are not taken for a phone number.
 */
const SECRET_QUERY = /([?&](?:token|ticket|s)=)[^&#\s"]*/gi;
/** A ticket link's token wherever a message quotes it (platform/auth/ticketLink.ts). */
const TICKET_LINK = /wo1\.[\w-]+\.[\w-]+/g;

export function scrubText(text: string): string {
  return text
    .replace(SECRET_QUERY, '$1[redacted]')
    .replace(TICKET_LINK, '[token]')
    .replace(EMAIL, (m) => (m.endsWith(DEMO_DOMAIN) ? m : '[email]'))
    .replace(PHONE, '[phone]');
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

/**
 * `npm start` on a terminal: pino-pretty's readable lines (time, level, message). Anywhere else (a pipe, a file, a
 * log collector) stays one JSON object per line.
 */
export function prettyOnTerminal(isTTY: boolean, destination?: NodeJS.WritableStream): LogStream | undefined {
  if (!isTTY) return undefined;
  return pinoPretty({
    colorize: !destination,
    translateTime: 'SYS:HH:MM:ss',
    ignore: 'pid,hostname',
    sync: true,
    ...(destination ? { destination } : {}),
  });
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
type Level = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace';

/**
 * Fastify gives every request a pino child bound to its request id. Making one (its bindings serialised, the
 * redaction set up) cost 3 % of a visitor's message, yet at the usual levels most requests never log: the child is
 * made on the first line that would be written, with the same bindings, so those lines are what they were.
 */
export function lazyChildLogger(parent: Logger, bindings: Record<string, unknown>, opts: { level?: string }): Logger {
  // A logger without pino's level numbers (Fastify's when logging is off) is cheap as it is.
  if (!(parent as unknown as Partial<PinoLevels>).levels) return parent.child(bindings, opts);
  return new LazyChild(parent, bindings, opts);
}

interface PinoLevels {
  /** Pino's level numbers; 'silent' is above them all. */
  levels: { values: Record<string, number> };
}

/** A class, not closures: one is made per request. */
class LazyChild {
  private real: Logger | undefined;
  constructor(
    private readonly parent: Logger,
    private readonly bindings: Record<string, unknown>,
    private readonly opts: { level?: string },
  ) {}

  private made(): Logger {
    return (this.real ??= this.parent.child(this.bindings, this.opts));
  }

  isLevelEnabled(level: string): boolean {
    const values = (this.parent as unknown as PinoLevels).levels.values;
    return (values[level] ?? 0) >= (values[this.level] ?? Infinity);
  }

  private write(level: Level, args: unknown[]): void {
    if (!this.isLevelEnabled(level)) return;
    const logger = this.made();
    const method: (...a: unknown[]) => void = logger[level].bind(logger);
    method(...args);
  }

  get level(): string {
    return this.real?.level ?? this.opts.level ?? this.parent.level;
  }
  set level(level: string) {
    this.made().level = level;
  }
  fatal(...args: unknown[]): void {
    this.write('fatal', args);
  }
  error(...args: unknown[]): void {
    this.write('error', args);
  }
  warn(...args: unknown[]): void {
    this.write('warn', args);
  }
  info(...args: unknown[]): void {
    this.write('info', args);
  }
  debug(...args: unknown[]): void {
    this.write('debug', args);
  }
  trace(...args: unknown[]): void {
    this.write('trace', args);
  }
  silent(): void {}
  child(bindings: Record<string, unknown>, opts?: object): Logger {
    return this.made().child(bindings, opts);
  }
}
