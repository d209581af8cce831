import { describe, expect, it } from 'vitest';
import { DEFAULT_PHONE_RULE, FieldType, type TemplateField } from '@parley/protocol';
import { checkSimple, checkTicket, emptySimpleDraft, simpleBody, ticketBody } from './leaveForm';

const order: TemplateField = { fieldId: 'order', fieldName: 'Order number', fieldType: FieldType.TEXT, fieldValue: '', requiredStatus: 1 };

describe('leave-message forms', () => {
  it('W-LM3 name and content are required; phone and e-mail are checked only when given', () => {
    expect(checkSimple(emptySimpleDraft(), 'cn')).toEqual({ customerName: 'required', msgContent: 'required' });
    const ok = { customerName: 'Ada', customerPhone: '', customerEmail: '', msgContent: 'Call me' };
    expect(checkSimple(ok, 'cn')).toEqual({});
    expect(checkSimple({ ...ok, customerPhone: '12345', customerEmail: 'ada@' }, 'cn')).toEqual({
      customerPhone: 'phone',
      customerEmail: 'email',
    });
    expect(checkSimple({ ...ok, customerPhone: '+44 20 7946 0958' }, 'e164')).toEqual({});
    expect(checkSimple({ ...ok, customerPhone: '13800138000' }, 'cn')).toEqual({});
    // The default rule takes any country's number written with its country code.
    expect(checkSimple({ ...ok, customerPhone: '+49 30 1234567' }, DEFAULT_PHONE_RULE)).toEqual({});
  });

  it('W-LM3 the body is trimmed and leaves out what was not given', () => {
    const d = { customerName: ' Ada ', customerPhone: ' ', customerEmail: ' ada@example.com ', msgContent: ' Call me ' };
    expect(simpleBody(d, { userId: 'u1', channelId: 'demo' })).toEqual({
      userId: 'u1',
      channelId: 'demo',
      customerName: 'Ada',
      msgContent: 'Call me',
      customerEmail: 'ada@example.com',
    });
  });

  it('W-LM5 content first, then the required fields, then uploads on their way', () => {
    expect(checkTicket('  ', [order], { order: '' }, true)).toEqual({ kind: 'content' });
    expect(checkTicket('Broken', [order], { order: '' }, true)).toEqual({ kind: 'field', name: 'Order number' });
    expect(checkTicket('Broken', [order], { order: 'A-1' }, true)).toEqual({ kind: 'uploading' });
    expect(checkTicket('Broken', [order], { order: 'A-1' }, false)).toBeNull();
  });

  it('W-LM5 a given reply address must be an e-mail address', () => {
    const replyTo: TemplateField = {
      fieldId: 'email',
      fieldName: 'E-mail for replies',
      fieldType: FieldType.TEXT,
      fieldValue: '',
      requiredStatus: 0,
    };
    expect(checkTicket('Broken', [order, replyTo], { order: 'A-1', email: 'grace@' }, false)).toEqual({
      kind: 'email',
      name: 'E-mail for replies',
    });
    expect(checkTicket('Broken', [order, replyTo], { order: 'A-1', email: 'grace@example.com' }, false)).toBeNull();
    expect(checkTicket('Broken', [order, replyTo], { order: 'A-1', email: '' }, false)).toBeNull();
  });

  it('W-LM5 the creation payload of §3', () => {
    const body = ticketBody(
      {
        content: ' Broken lamp ',
        files: [{ fileName: 'a.png', fileUrl: '/f/a' }],
        fields: [order],
        values: { order: 'A-1' },
        woType: { typeId: 'tt', typeName: 'Support request' },
      },
      { userId: 'u1', tenantId: 't1', channelId: 'demo' },
    );
    expect(body).toEqual({
      userId: 'u1',
      tenantId: 't1',
      channelId: 'demo',
      woContent: 'Broken lamp',
      woFileRelVoList: [{ fileName: 'a.png', fileUrl: '/f/a' }],
      woStartWay: 0,
      woType: 'tt',
      woTypeId: 'tt',
      woTypeName: 'Support request',
      cusFieldConfigInfoVoList: [{ fieldId: 'order', fieldName: 'Order number', fieldValue: 'A-1' }],
    });
  });
});
