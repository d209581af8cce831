import { describe, expect, it } from 'vitest';
import { visitorInfoOf } from './visitorData';

describe('visitor data from the parent page', () => {
  it('W-EM4 only known fields of the right type are taken', () => {
    expect(visitorInfoOf({ userName: ' Ada ', phone: 1380, email: '', params: { vip: true }, token: 'x' })).toEqual({
      userName: 'Ada',
      params: { vip: true },
    });
    expect(visitorInfoOf({ nothing: 1 })).toBeNull();
    expect(visitorInfoOf('Ada')).toBeNull();
  });
});
