import { ApiCode, type Envelope } from '@parley/protocol';

export const SUCCESS = 'SUCCESS';

export function ok<T>(data: T): Envelope<T> {
  return { code: ApiCode.OK, message: SUCCESS, data };
}

/** A failure we mean to tell the client about; the error handler turns it into the envelope. */
export class ApiError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly data: unknown = null,
  ) {
    super(message);
  }
}

export const badRequest = (message: string) => new ApiError(ApiCode.BAD_REQUEST, message);
export const unauthorized = (message = 'Login state expired, please start the chat again') => new ApiError(ApiCode.UNAUTHORIZED, message);
export const notFound = (message: string) => new ApiError(ApiCode.NOT_FOUND, message);
