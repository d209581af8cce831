/**
 * Verified visitor identity (issue 14 item 4): a tenant's backend signs its user as a JWT (HS256, the channel's
 * identity secret as UTF-8 bytes; claims `sub` = the tenant's user id, optional `name`, `email`, `phone`, and a
 * required `exp`), the widget passes it as chatStart's `identityToken`. Plain constants, no zod, so the widget's
 * first screen can read the refusal reasons.
 */

/** The longest an identity token may live: `exp` further ahead than this is refused (a leaked token dies soon). */
export const IDENTITY_TOKEN_MAX_LIFETIME_S = 24 * 3600;
/** Clock skew allowed between the tenant's backend and ours when checking `exp`. */
export const IDENTITY_CLOCK_TOLERANCE_S = 30;
/** After a rotation the previous secret keeps working this long unless the admin says otherwise. */
export const IDENTITY_GRACE_DEFAULT_S = 24 * 3600;
export const IDENTITY_GRACE_MAX_S = 7 * 24 * 3600;

/** `data.reason` of a refused chatStart, so the widget can tell these apart from an expired visitor token. */
export const IdentityRefusal = {
  /** 401: the identity token is forged, expired, malformed or signed with another algorithm. */
  INVALID: 'identityInvalid',
  /** 403: the channel chats only with verified visitors and none was given. */
  REQUIRED: 'identityRequired',
} as const;
export type IdentityRefusal = (typeof IdentityRefusal)[keyof typeof IdentityRefusal];

/**
 * `data.reason` of a 401 refusing a ticket link (expired, forged or withdrawn): the customer holding it never signed
 * in, so the page says the link is dead instead of asking them to log in again.
 */
export const TICKET_LINK_DEAD = 'ticketLinkDead';
/** `data.reason` of renewLink's refusal when the ticket has no address to mail (or its website sends no mail). */
export const TICKET_NO_MAIL = 'ticketNoMail';

/** The channel's identity settings in the admin API. */
export const IdentityAdminPath = {
  /** GET: identityStatusSchema; POST identityRequiredBody: whether anonymous visitors may chat. */
  identity: (channelId: string) => `/api/admin/channels/${channelId}/identity`,
  /** POST identityRotateBody: a new secret (answered once), the old one valid for the grace period. */
  rotate: (channelId: string) => `/api/admin/channels/${channelId}/identity/rotate`,
  /** POST {}: the current secret, for an admin who needs it again. */
  reveal: (channelId: string) => `/api/admin/channels/${channelId}/identity/reveal`,
} as const;
