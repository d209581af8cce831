import { z } from 'zod';
import { isValidEmail } from '../email.js';

export { ApiCode, type Envelope } from '../apiCode.js';

/** Every answer: {code, message, data}. */
export const envelope = <T extends z.ZodType>(data: T) => z.object({ code: z.number().int(), message: z.string(), data });

/** An integer that may arrive as a number or a numeric string (older clients send both). */
export const intLike = z.union([
  z.number().int(),
  z
    .string()
    .max(24)
    .trim()
    .regex(/^-?\d+$/, 'must be an integer')
    .transform(Number)
    .pipe(z.number().int('must be an integer of at most 15 digits')),
]);
/** A number that may arrive as a number or a numeric string. */
export const numLike = z.union([
  z.number(),
  z
    .string()
    .trim()
    .max(40)
    .regex(/^-?\d+(\.\d+)?$/, 'must be a number')
    .transform(Number),
]);
/** A 0/1 flag, lenient on number, numeric string or boolean. */
export const flag = z
  .union([z.literal(0), z.literal(1), z.boolean(), z.literal('0'), z.literal('1')])
  .transform((v) => (v === true || v === 1 || v === '1' ? 1 : 0));

export const userId = z.string().trim().min(1, 'userId is required').max(64);
export const nonEmpty = (max: number) => z.string().trim().min(1).max(max);
export const optText = (max: number) => z.string().max(max).optional();
/**
 * The client's own id for a write that creates something (S-HD7): made once per attempt and sent again with every
 * resend of it, so a resend answers the first result instead of storing a second copy.
 */
export const optClientId = z.string().trim().min(1, 'clientId: must not be empty').max(64).optional();

/**
 * One mailbox (local part, @, domain): never a list, a display name or a line break, so an address that reaches
 * mail can only ever name one recipient (issue 34). Trimmed; '' clears a stored address.
 */
export const mailbox = z.string().trim().max(254).refine(isValidEmail, 'must be one e-mail address');
/** An optional mailbox a visitor or agent may also leave blank. */
export const optMailbox = z
  .string()
  .trim()
  .max(254)
  .refine((v) => v === '' || isValidEmail(v), 'must be one e-mail address')
  .optional();

/**
 * A value of free shape (a record, unknown values) bounded by the length of its JSON: what the schema cannot bound
 * field by field it bounds whole (issue 34). The bound is kept as metadata, so the bodies' bounds test can see it.
 */
export function jsonBounded<T extends z.ZodType>(schema: T, maxChars: number) {
  return schema
    .refine((v) => (JSON.stringify(v) ?? '').length <= maxChars, `must be at most ${maxChars} characters of JSON`)
    .meta({ maxJsonChars: maxChars });
}

/** A value given either as JSON text or as the parsed object; answered as given. */
export const jsonish = jsonBounded(z.union([z.string().max(100_000), z.record(z.string(), z.unknown()), z.array(z.unknown())]), 100_000);

export const emptyData = z.looseObject({}).nullable();
