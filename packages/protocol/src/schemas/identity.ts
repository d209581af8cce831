import { z } from 'zod';
import { IDENTITY_GRACE_MAX_S } from '../identity.js';

/** GET IdentityAdminPath.identity: what the console shows; never the secret itself. */
export const identityStatusSchema = z.object({
  secretSet: z.boolean(),
  /** When the current secret was made (ms), or null. */
  rotatedAt: z.number().nullable(),
  /** Until when the previous secret still verifies (ms), or null when none does. */
  previousValidUntil: z.number().nullable(),
  /** Anonymous chatStart is refused. */
  required: z.boolean(),
});
export type IdentityStatus = z.infer<typeof identityStatusSchema>;

export const identityRequiredBody = z.object({ required: z.boolean() });

export const identityRotateBody = z.object({
  /** How long the previous secret keeps verifying (0: revoked at once, e.g. after a leak). */
  graceSeconds: z.number().int().min(0).max(IDENTITY_GRACE_MAX_S),
  /** The tenant's own secret instead of a generated one. */
  secret: z
    .string()
    .min(32, 'secret: at least 32 characters')
    .max(200)
    .regex(/^[\x21-\x7e]+$/, 'secret: printable characters without spaces')
    .optional(),
});

/** The secret, answered by a rotation (once) and by reveal (admins only). */
export const identitySecretAnswer = identityStatusSchema.extend({ secret: z.string() });
export type IdentitySecretAnswer = z.infer<typeof identitySecretAnswer>;
