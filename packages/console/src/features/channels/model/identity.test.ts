import { beforeAll, describe, expect, it } from 'vitest';
import { useEnglishTexts } from '../../../i18n/testing';
import { IDENTITY_GRACE_DEFAULT_S, IDENTITY_GRACE_MAX_S } from '@parley/protocol';
import { GRACE_OPTIONS, graceLabel, pageSample, signingSample } from './identity';

beforeAll(useEnglishTexts);
describe('verified visitors settings', () => {
  it('offers grace periods the server accepts, the default among them', () => {
    expect(GRACE_OPTIONS.every((o) => o.value >= 0 && o.value <= IDENTITY_GRACE_MAX_S)).toBe(true);
    expect(graceLabel(IDENTITY_GRACE_DEFAULT_S)).toBe('24 hours');
    expect(graceLabel(0)).toMatch(/now/);
  });

  it('the samples sign HS256 with sub and exp, and hand the token to the page', () => {
    const server = signingSample();
    expect(server).toContain("alg: 'HS256'");
    expect(server).toContain('setSubject');
    expect(server).toContain('setExpirationTime');
    expect(pageSample('https://chat.example', 'demo')).toContain('data-channel-id="demo" data-identity-token=');
  });
});
