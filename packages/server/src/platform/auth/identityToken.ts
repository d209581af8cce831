/**
 * Verifies a tenant's identity token (protocol identity.ts): a JWT signed with HS256 and the channel's identity
 * secret. Unlike an HMAC of the user id alone (Chatwoot's identifier_hash), it names a lifetime, so a token copied
 * out of a page stops working within IDENTITY_TOKEN_MAX_LIFETIME_S.
 */
import { errors, jwtVerify } from 'jose';
import { IDENTITY_CLOCK_TOLERANCE_S, IDENTITY_TOKEN_MAX_LIFETIME_S, isValidEmail } from '@parley/protocol';

/** The visitor as the tenant signed them; fields the token leaves out are not signed. */
export interface IdentityClaims {
  sub: string;
  name?: string;
  email?: string;
  phone?: string;
}

export type IdentityCheck = { ok: true; claims: IdentityClaims } | { ok: false; reason: string };

const LIMITS = { sub: 128, name: 100, email: 254, phone: 32 } as const;
const encoder = new TextEncoder();

function failure(err: unknown): string {
  if (err instanceof errors.JWTExpired) return 'the token has expired';
  if (err instanceof errors.JOSEAlgNotAllowed) return 'only HS256 tokens are accepted';
  if (err instanceof errors.JWSSignatureVerificationFailed) return "the signature does not match the channel's identity secret";
  if (err instanceof errors.JWTClaimValidationFailed)
    return `claim ${err.claim} ${err.reason === 'missing' ? 'is required' : 'is invalid'}`;
  return 'not a valid signed token';
}

/** The optional text claims, trimmed; a claim of the wrong type or length makes the token unusable. */
function textClaims(payload: Record<string, unknown>): IdentityClaims | string {
  const claims: Partial<IdentityClaims> = {};
  for (const key of ['sub', 'name', 'email', 'phone'] as const) {
    const v = payload[key];
    if (v === undefined || v === null) continue;
    if (typeof v !== 'string') return `claim ${key} must be a string`;
    const text = v.trim();
    if (text.length > LIMITS[key]) return `claim ${key} is longer than ${LIMITS[key]} characters`;
    if (text) claims[key] = text;
  }
  if (!claims.sub) return 'claim sub is required';
  if (claims.email !== undefined && !isValidEmail(claims.email)) return 'claim email is not an e-mail address';
  return claims as IdentityClaims;
}

/**
 * Checks the token against each secret in turn (the current one, then a rotated one still in its grace period).
 * Only a signature mismatch tries the next secret: an expired or wrongly made token fails the same with every key.
 */
export async function verifyIdentityToken(token: string, secrets: string[], nowMs: number): Promise<IdentityCheck> {
  if (secrets.length === 0) return { ok: false, reason: 'this channel has no identity secret' };
  let reason = failure(undefined);
  for (const secret of secrets) {
    try {
      const { payload } = await jwtVerify(token, encoder.encode(secret), {
        algorithms: ['HS256'],
        requiredClaims: ['sub', 'exp'],
        currentDate: new Date(nowMs),
        clockTolerance: IDENTITY_CLOCK_TOLERANCE_S,
      });
      if (payload.exp! > nowMs / 1000 + IDENTITY_TOKEN_MAX_LIFETIME_S + IDENTITY_CLOCK_TOLERANCE_S) {
        return { ok: false, reason: `exp is more than ${IDENTITY_TOKEN_MAX_LIFETIME_S / 3600} hours ahead` };
      }
      const claims = textClaims(payload);
      return typeof claims === 'string' ? { ok: false, reason: claims } : { ok: true, claims };
    } catch (err) {
      reason = failure(err);
      if (!(err instanceof errors.JWSSignatureVerificationFailed)) break;
    }
  }
  return { ok: false, reason };
}
