/** Verified visitors in the channel settings: the rotation's grace choices and the sample a tenant's backend follows. */
import { IDENTITY_GRACE_DEFAULT_S, IDENTITY_TOKEN_MAX_LIFETIME_S } from '@parley/protocol';
import { i18next } from '../../../i18n';

/** How long the replaced secret keeps verifying; none at once is for a secret that leaked. */
export const GRACE_OPTIONS: ReadonlyArray<{ value: number; label: string }> = [
  {
    value: 0,
    get label() {
      return i18next.t('channels:model.identity.stopItNowItLeaked');
    },
  },
  {
    value: 3600,
    get label() {
      return i18next.t('channels:model.identity.1Hour');
    },
  },
  {
    value: IDENTITY_GRACE_DEFAULT_S,
    get label() {
      return i18next.t('channels:model.identity.24Hours');
    },
  },
  {
    value: 7 * 24 * 3600,
    get label() {
      return i18next.t('channels:model.identity.7Days');
    },
  },
];

export const graceLabel = (seconds: number) => GRACE_OPTIONS.find((o) => o.value === seconds)?.label ?? `${seconds} s`;

/** What a tenant's server runs for each signed-in customer (Node with jose; any JWT library does the same). */
export function signingSample(envName = 'PARLEY_IDENTITY_SECRET'): string {
  return [
    `import { SignJWT } from 'jose';`,
    ``,
    `const token = await new SignJWT({ name: user.name, email: user.email, phone: user.phone })`,
    `  .setProtectedHeader({ alg: 'HS256' })`,
    `  .setSubject(String(user.id))`,
    `  .setExpirationTime('1h') // at most ${IDENTITY_TOKEN_MAX_LIFETIME_S / 3600} h`,
    `  .sign(new TextEncoder().encode(process.env.${envName}));`,
  ].join('\n');
}

/** How the page hands the token to the chat: the loader's call, or the script tag's attribute. */
export function pageSample(origin: string, channelId: string): string {
  return [
    `<script>Parley('identify', '<token from your server>');</script>`,
    `<!-- or on the script tag -->`,
    `<script src="${origin}/embed.js" data-channel-id="${channelId}" data-identity-token="<token>" async></script>`,
  ].join('\n');
}
