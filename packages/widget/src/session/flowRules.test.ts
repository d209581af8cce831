import { describe, expect, it } from 'vitest';
import { ReplySource, type FlowFormNode } from '@parley/protocol';
import { answeredDocNode, formAsk, formOf, isFlowReply, missingField, readAnswered } from './flowRules';
import { buttonAsk } from './robotRules';

const FORM: FlowFormNode = {
  nodeId: 'details',
  bingCode: 'returns',
  title: 'Which order is it?',
  submitLabel: 'Send',
  fields: [
    { name: 'orderNo', label: 'Order number', fieldType: 1, required: true, options: [] },
    { name: 'tags', label: 'Tags', fieldType: 8, required: false, options: [{ label: 'A', value: 'a' }] },
  ],
};

describe('guided flows', () => {
  it('W-FW1 a reply with a form, card, hand-off, end or a flow button is drawn as a flow step; a plain answer is not', () => {
    expect(isFlowReply([{ replySource: ReplySource.TEXT_REPLY, text: 'x' }])).toBe(false);
    expect(isFlowReply([{ replySource: ReplySource.BUTTONS, buttons: [{ text: 'a', nodeId: 'demo-2', itemId: '1' }] }])).toBe(false);
    expect(isFlowReply([{ replySource: ReplySource.BUTTONS, buttons: [{ text: 'a', bingCode: 'returns' }] }])).toBe(true);
    for (const s of [ReplySource.FROM_REPLY, ReplySource.CARD, ReplySource.AGENT_REPLY, ReplySource.END])
      expect(isFlowReply([{ replySource: s }])).toBe(true);
  });

  it('W-FW2 a form asks with its nodeId, bingCode, itemId submit and the values as JSON in bindValue, its words naming each answer', () => {
    expect(missingField(FORM, { orderNo: '  ' })?.name).toBe('orderNo');
    expect(missingField(FORM, { orderNo: 'A-1' })).toBeUndefined();
    expect(formAsk(FORM, { orderNo: 'A-1', tags: ['a', 'b'] })).toEqual({
      text: 'Order number: A-1 · Tags: a, b',
      via: { nodeId: 'details', itemId: 'submit', bingCode: 'returns', bindValue: '{"orderNo":"A-1","tags":["a","b"]}' },
    });
    expect(formOf({ replySource: ReplySource.FROM_REPLY, fromNode: FORM })).toEqual(FORM);
    expect(formOf({ replySource: ReplySource.FROM_REPLY, fromNode: 'junk' })).toBeUndefined();
  });

  it('W-FW3 an answered step is recorded as docNode and read back; junk reads as not answered', () => {
    expect(readAnswered(answeredDocNode({ itemId: 'damaged' }))).toEqual({ itemId: 'damaged' });
    expect(readAnswered(answeredDocNode({ values: { orderNo: 'A' } }))).toEqual({ values: { orderNo: 'A' } });
    expect(readAnswered('{oops')).toBeUndefined();
    expect(readAnswered('{"x":1}')).toBeUndefined();
    expect(readAnswered(undefined)).toBeUndefined();
  });

  it('W-FW4 W-RB9 a flow button sends bingCode and its bindValue, but no docId (it opens no document)', () => {
    expect(
      buttonAsk({
        text: 'Arrived damaged',
        button: 'Arrived damaged',
        nodeId: 'reason',
        itemId: 'damaged',
        bindValue: 'damaged',
        bingCode: 'returns',
      }),
    ).toEqual({
      click: 1,
      button: 'Arrived damaged',
      nodeId: 'reason',
      itemId: 'damaged',
      bindValue: 'damaged',
      bingCode: 'returns',
    });
    expect(buttonAsk({ text: 'Track', nodeId: 'demo-2', itemId: '1', bindValue: 'demo-8' })).toMatchObject({
      docId: 'demo-8',
      bindValue: 'demo-8',
    });
  });
});
