import { describe, expect, it } from 'vitest';
import { HandleType, TicketStatus, type TicketHandle } from '@parley/protocol';
import { buildTimeline, isImageFile, looksLikeHtml } from './timeline';

let id = 0;
const h = (over: Partial<TicketHandle>): TicketHandle => ({
  id: ++id,
  handleType: HandleType.PUBLIC_REPLY,
  handleWoStatus: TicketStatus.ACCEPTED,
  content: '',
  files: [],
  author: 'agent',
  authorName: 'Ada',
  agentId: 1,
  time: id * 1000,
  ...over,
});
const ticket = (handles: TicketHandle[]) => ({
  woId: '42',
  customer: { userId: 'u', name: 'Bob', email: '', phone: '' },
  content: 'My lamp is broken',
  files: [],
  createdAt: 0,
  handles,
});

describe('ticket timeline', () => {
  it('starts with the customer’s request', () => {
    expect(buildTimeline(ticket([]))).toEqual([
      { kind: 'request', key: 'wo42', authorName: 'Bob', content: 'My lamp is broken', files: [], time: 0 },
    ]);
  });

  it('tells replies, notes and status changes apart', () => {
    const entries = buildTimeline(
      ticket([
        h({ content: 'We are on it', handleWoStatus: TicketStatus.ACCEPTED }),
        h({ handleType: HandleType.INTERNAL, content: 'Check the courier first' }),
        h({ handleType: HandleType.CUSTOMER_REPLY, author: 'customer', authorName: 'Bob', content: 'Thanks' }),
        h({ content: '', handleWoStatus: TicketStatus.RESOLVED }),
        h({
          content: 'Reopened by a reply',
          handleType: HandleType.CUSTOMER_REPLY,
          author: 'customer',
          handleWoStatus: TicketStatus.ACCEPTED,
        }),
      ]),
    );
    expect(entries.map((e) => e.kind)).toEqual(['request', 'message', 'note', 'message', 'event', 'message']);
    expect(entries[1]).toMatchObject({ from: 'agent', statusTo: TicketStatus.ACCEPTED });
    expect(entries[3]).toMatchObject({ from: 'customer', statusTo: null });
    expect(entries[4]).toMatchObject({ changes: [{ type: 'status', to: TicketStatus.RESOLVED }] });
    expect(entries[5]).toMatchObject({ statusTo: TicketStatus.ACCEPTED });
  });

  it('names a customer’s reply like their request when the record carries no name', () => {
    const entries = buildTimeline(
      ticket([h({ handleType: HandleType.CUSTOMER_REPLY, author: 'customer', authorName: '', content: 'Any news?' })]),
    );
    expect(entries[1]).toMatchObject({ kind: 'message', from: 'customer', authorName: 'Bob' });
  });

  it('reads the server’s priority and assignment records as events, and an agent’s own words as a note', () => {
    const note = (content: string) => h({ handleType: HandleType.INTERNAL, handleWoStatus: TicketStatus.NOT_ACCEPTED, content });
    const entries = buildTimeline(
      ticket([
        note('Priority: Urgent · Assigned to Bo · Group: 3'),
        note('Unassigned · Group cleared'),
        note('Priority: Urgent, as the customer is a reseller'),
      ]),
    );
    expect(entries[1]).toMatchObject({
      kind: 'event',
      changes: [
        { type: 'priority', label: 'Urgent' },
        { type: 'assignee', name: 'Bo' },
        { type: 'group', groupId: '3' },
      ],
    });
    expect(entries[2]).toMatchObject({
      kind: 'event',
      changes: [
        { type: 'assignee', name: null },
        { type: 'group', groupId: null },
      ],
    });
    expect(entries[3]).toMatchObject({ kind: 'note' });
  });

  it('drops a record that changed nothing visible', () => {
    expect(buildTimeline(ticket([h({ content: '', handleWoStatus: TicketStatus.NOT_ACCEPTED })]))).toHaveLength(1);
  });

  it('knows images and HTML', () => {
    expect(isImageFile({ fileName: 'a.PNG', fileUrl: '/f' })).toBe(true);
    expect(isImageFile({ fileName: 'x', fileType: 'jpg', fileUrl: '/f' })).toBe(true);
    expect(isImageFile({ fileName: 'a.pdf', fileUrl: '/f' })).toBe(false);
    expect(looksLikeHtml('<p>Hello</p>')).toBe(true);
    expect(looksLikeHtml('2 < 3 and 4 > 1')).toBe(false);
  });
});
