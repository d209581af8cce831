import { describe, expect, it } from 'vitest';
import { channelSettingsSchema, chatStartBody, historyMsgBody, sendMsgBody, visitorEventSchema, EventCode, evaluateBody } from './index.js';

describe('schemas', () => {
  it('fills every init-data default from an empty stored configuration', () => {
    const s = channelSettingsSchema.parse({});
    expect(s.receiveMode).toBe(0);
    expect(s.chatMenuConfigPlan.menus).toEqual([]);
    expect(s.sideBarConfig.quickList).toEqual([]);
    expect(s.userForm.formList).toEqual([]);
  });
  it('refuses a blank message and names the field', () => {
    const r = sendMsgBody.safeParse({ userId: 'u', msgContent: '   ', msgType: 1 });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.path).toEqual(['msgContent']);
  });
  it('accepts numeric strings where older clients send them', () => {
    expect(sendMsgBody.parse({ userId: 'u', msgContent: 'hi', msgType: '1' }).msgType).toBe(1);
    expect(historyMsgBody.parse({ userId: 'u' })).toEqual({ userId: 'u', maxTime: 0, pageSize: 20 });
    expect(historyMsgBody.safeParse({ userId: 'u', pageSize: 'x' }).success).toBe(false);
  });
  it('requires channelId to start a chat', () => {
    expect(chatStartBody.safeParse({}).success).toBe(false);
    expect(chatStartBody.parse({ channelId: 'demo', params: '{"UID":"1"}' }).params).toBe('{"UID":"1"}');
  });
  it('parses events by code', () => {
    const e = visitorEventSchema.parse({ eventId: 3, createTime: 1, code: EventCode.RECALL, msgId: 9 });
    expect(e.code).toBe(1205);
    expect(visitorEventSchema.safeParse({ eventId: 3, createTime: 1, code: 1299 }).success).toBe(false);
  });
  it('bounds the agent star to 1..5 and the comment to 64 characters', () => {
    expect(evaluateBody.safeParse({ userId: 'u', evaluateAdminStar: 0 }).success).toBe(false);
    expect(evaluateBody.safeParse({ userId: 'u', evaluateAdminStar: 6 }).success).toBe(false);
    expect(evaluateBody.safeParse({ userId: 'u', evaluateAdminContent: 'x'.repeat(65) }).success).toBe(false);
    expect(evaluateBody.safeParse({ userId: 'u', evaluateAdminStar: 5, evaluateAdminContent: 'x'.repeat(64) }).success).toBe(true);
  });
});
