import { describe, expect, it } from 'vitest';
import { TO_CUSTOMER_SERVICE, answerButtons, writtenByModel } from '@parley/protocol';
import { channel } from '../../test/fixtures';
import { buttonAsk, entryFor, replyOutcome, robotGreets, showsFeedback, showsTransferButton, transferModeFor } from './robotRules';

const reply = (over: Partial<Parameters<typeof replyOutcome>[1]> = {}) => ({ status: 1, answerType: 1, answers: [], ...over });

describe('robot rules', () => {
  it('W-RB1 receiveMode 0 and 2 greet with the robot, 1 transfers, 3 forces manual and transfers', () => {
    expect(entryFor(channel({ receiveMode: 0 }))).toBe('robot');
    expect(entryFor(channel({ receiveMode: 2 }))).toBe('robot');
    expect(entryFor(channel({ receiveMode: 1 }))).toBe('transfer');
    expect(entryFor(channel({ receiveMode: 3 }))).toBe('forceTransfer');
    expect(robotGreets(channel({ receiveMode: 1 }))).toBe(false);
  });

  it('W-RB5 status 0 reloads; -1 transfers', () => {
    expect(replyOutcome(channel(), reply({ status: 0 }))).toBe('reload');
    expect(replyOutcome(channel(), reply({ status: -1 }))).toBe('transfer');
  });

  it('W-RB6 each answer type reads its own robot*TransferUserMode; 2 transfers by itself', () => {
    const c = channel({ robotAnswerTransferUserMode: 1, robotGuideTransferUserMode: 2, robotUnknownTransferUserMode: 0 });
    expect(transferModeFor(c, 1)).toBe(1);
    expect(transferModeFor(c, 2)).toBe(2);
    expect(transferModeFor(c, 0)).toBe(0);
    expect(replyOutcome(c, reply({ answerType: 2 }))).toBe('autoTransfer');
    expect(replyOutcome(c, reply({ answerType: 1 }))).toBe('show');
    expect(showsTransferButton(c, 'robot', { answerType: 1 })).toBe(true);
    expect(showsTransferButton(c, 'robot', { answerType: 0 })).toBe(false);
  });

  it('W-RB6 no button in manual mode, without transferUserMode, or on a message that is not a reply', () => {
    const c = channel({ robotAnswerTransferUserMode: 1 });
    expect(showsTransferButton(c, 'manual', { answerType: 1 })).toBe(false);
    expect(showsTransferButton(channel({ robotAnswerTransferUserMode: 1, transferUserMode: 0 }), 'robot', { answerType: 1 })).toBe(false);
    expect(showsTransferButton(c, 'robot', {})).toBe(false);
  });

  it('W-RB10 an answer to a request for a person shows the button whatever its answer type asks, never without transferUserMode', () => {
    const c = channel({ robotAnswerTransferUserMode: 0 });
    expect(showsTransferButton(c, 'robot', { answerType: 1 })).toBe(false);
    expect(showsTransferButton(c, 'robot', { answerType: 1, showTransferBtn: true })).toBe(true);
    expect(showsTransferButton(c, 'manual', { answerType: 1, showTransferBtn: true })).toBe(false);
    expect(showsTransferButton(channel({ transferUserMode: 0 }), 'robot', { answerType: 0, showTransferBtn: true })).toBe(false);
  });

  it('W-RB7 the system_toCustomerService instruction transfers, and shows no button', () => {
    const answers = [{ replySource: 'TEXT_REPLY', text: 'x', instruction: TO_CUSTOMER_SERVICE }];
    expect(replyOutcome(channel(), reply({ answers }))).toBe('instructedTransfer');
    expect(showsTransferButton(channel({ robotAnswerTransferUserMode: 1 }), 'robot', { answerType: 1, answers })).toBe(false);
  });

  it('W-FB1 feedback needs a docId, commentDocMode 1 and disabled not 2', () => {
    expect(showsFeedback({ docId: 'd1' }, 1)).toBe(true);
    expect(showsFeedback({ docId: 'd1', disabled: 0 }, 1)).toBe(true);
    expect(showsFeedback({ docId: 'd1', disabled: 2 }, 1)).toBe(false);
    expect(showsFeedback({ docId: '' }, 1)).toBe(false);
    expect(showsFeedback({ docId: 'd1' }, 0)).toBe(false);
  });

  it('W-RB9 buttons come from every answer item; a tapped one asks as a click, its bound document as docId', () => {
    const bound = { text: 'Track my parcel', button: 'Track my parcel', nodeId: 'demo-2', itemId: '1', bindValue: 'demo-8' };
    const free = { text: 'Call me back', nodeId: 'demo-2', itemId: '2' };
    expect(
      answerButtons([
        { replySource: 'BUTTONS', buttons: [bound] },
        { replySource: 'TEXT_REPLY' },
        { replySource: 'BUTTONS', buttons: [free] },
      ]),
    ).toEqual([bound, free]);
    expect(answerButtons(undefined)).toEqual([]);
    expect(buttonAsk(bound)).toEqual({
      click: 1,
      button: 'Track my parcel',
      nodeId: 'demo-2',
      itemId: '1',
      bindValue: 'demo-8',
      docId: 'demo-8',
    });
    expect(buttonAsk(free)).toEqual({ click: 1, button: 'Call me back', nodeId: 'demo-2', itemId: '2' });
  });

  it('W-RF2 an answer is labelled as written by the model only when an item says LARGE_MODEL_REPLY', () => {
    expect(writtenByModel([{ replySource: 'LARGE_MODEL_REPLY', text: 'x' }])).toBe(true);
    expect(writtenByModel([{ replySource: 'TEXT_REPLY', text: 'x' }])).toBe(false);
    expect(writtenByModel(undefined)).toBe(false);
  });
});
