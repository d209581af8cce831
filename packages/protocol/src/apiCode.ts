/** Answer codes and the envelope's shape: plain constants, no zod, so the widget's first screen can read them. */

/** Answer codes; the HTTP status mirrors them. 410: an event cursor the server can no longer serve. */
export const ApiCode = {
  OK: 200,
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  GONE: 410,
  TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  TOO_MANY: 429,
  SERVER_ERROR: 500,
} as const;
export type ApiCode = (typeof ApiCode)[keyof typeof ApiCode];

/** Every answer: {code, message, data} (the schema is `envelope` in schemas/common). */
export type Envelope<T> = { code: number; message: string; data: T };
