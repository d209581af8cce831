import { describe, expect, it, vi } from 'vitest';
import { MsgStatus, MsgType, UserStatus, type Envelope, type UploadAnswer } from '@parley/protocol';
import { channel, fail, message, ok } from '../../test/fixtures';
import { createOutgoing, hasConnected, uploadSources, type SessionUpload } from './outgoing';
import { initialState, reduce } from './reduce';
import { createStore } from './store';
import type { SessionState } from './types';

function talking(over: Partial<SessionState> = {}): SessionState {
  return {
    ...initialState('c1'),
    phase: 'ready',
    channel: channel(),
    userId: 'u1',
    userStatus: UserStatus.AGENT,
    connect: 'manual',
    ...over,
  };
}

function setup(state: SessionState, upload?: SessionUpload, productCard?: () => string | null) {
  const store = createStore(reduce, state);
  const api = {
    sendMsg: vi.fn(async (b: { id?: string; msgContent: string; msgType: number; fileName?: string; size?: number }) =>
      ok(message({ id: b.id, msgContent: b.msgContent, msgType: b.msgType, senderType: 1, fileName: b.fileName, size: b.size })),
    ),
    fromRequest: vi.fn(async () => ok({ status: 201, body: { message: 'Thanks' } })),
  };
  const out = createOutgoing({
    api: api as never,
    store,
    now: () => 1_700_000_000_000,
    ...(upload ? { upload } : {}),
    ...(productCard ? { productCard } : {}),
  });
  return { store, api, out, messages: () => store.getState().messages };
}

const png = new Blob([new Uint8Array(2048)], { type: 'image/png' });
const uploaded = (url: string): Envelope<UploadAnswer> => ok({ url, name: 'a.png', suffix: 'png' });

describe('upload buttons', () => {
  it('W-UP1 only at user status 2, each behind its flag', () => {
    expect(uploadSources(talking())).toEqual(['image', 'video', 'file']);
    expect(uploadSources(talking({ channel: channel({ videoButtonFlag: 0, fileButtonFlag: 0 }) }))).toEqual(['image']);
    expect(uploadSources(talking({ userStatus: UserStatus.ROBOT }))).toEqual([]);
    expect(uploadSources(talking({ userStatus: UserStatus.QUEUED }))).toEqual([]);
    expect(uploadSources(talking({ chatStatus: 0 }))).toEqual([]);
  });
});

describe('sending files', () => {
  it('W-UP5 shows the file at once as loading with progress, uploads, then sends the link with its type, name and size', async () => {
    let progress: (p: number) => void = () => undefined;
    let finish: (e: Envelope<UploadAnswer>) => void = () => undefined;
    const upload = vi.fn<SessionUpload>((req) => {
      progress = req.onProgress;
      return new Promise((r) => (finish = r));
    });
    const { out, api, messages } = setup(talking(), upload);
    const sent = out.sendFile(png, { fileName: 'a.png', msgType: MsgType.IMAGE, preview: 'blob:http://w/1' });
    const [m] = messages();
    expect(m).toMatchObject({
      status: MsgStatus.LOADING,
      msgType: 2,
      fileName: 'a.png',
      size: 2048,
      upload: { progress: 0, preview: 'blob:http://w/1' },
    });
    expect(m!.id).toMatch(/^file/);
    progress(40);
    progress(30);
    expect(messages()[0]!.upload?.progress).toBe(40);
    finish(uploaded('/api/files/k/a.png?s=1'));
    expect(await sent).toBe(true);
    expect(api.sendMsg).toHaveBeenCalledWith(
      expect.objectContaining({ msgContent: '/api/files/k/a.png?s=1', msgType: 2, fileName: 'a.png', size: 2048, id: m!.id }),
    );
    expect(messages()[0]).toMatchObject({ status: MsgStatus.SUCCESS, msgContent: '/api/files/k/a.png?s=1', key: m!.key });
  });

  it('W-UP6 a failed upload is failed; the tap uploads again. A failed send resends the link without uploading', async () => {
    const upload = vi.fn<SessionUpload>().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(uploaded('/api/files/k/a.png?s=1'));
    const { out, api, messages } = setup(talking(), upload);
    expect(await out.sendFile(png, { fileName: 'a.png', msgType: 2 })).toBe(false);
    expect(messages()[0]!.status).toBe(MsgStatus.FAILED);
    api.sendMsg.mockResolvedValueOnce(fail(500));
    expect(out.retry(messages()[0]!)).toBe(true);
    await vi.waitFor(() => expect(messages()[0]!.status).toBe(MsgStatus.FAILED));
    expect(upload).toHaveBeenCalledTimes(2);
    out.retry(messages()[0]!);
    await vi.waitFor(() => expect(messages()[0]!.status).toBe(MsgStatus.SUCCESS));
    expect(upload).toHaveBeenCalledTimes(2);
    expect(api.sendMsg).toHaveBeenCalledTimes(2);
    expect(new Set(api.sendMsg.mock.calls.map((c) => c[0].id)).size).toBe(1);
  });

  it('W-UP6 the server refusing the upload (413) marks the file failed; nothing is sent', async () => {
    const upload = vi.fn<SessionUpload>(async () => fail(413));
    const { out, api, messages } = setup(talking(), upload);
    expect(await out.sendFile(png, { fileName: 'a.png', msgType: 2 })).toBe(false);
    expect(messages()[0]!.status).toBe(MsgStatus.FAILED);
    expect(api.sendMsg).not.toHaveBeenCalled();
  });

  it('W-UP1 nothing is sent unless talking to an agent', async () => {
    const upload = vi.fn<SessionUpload>();
    const { out, messages } = setup(talking({ userStatus: UserStatus.ROBOT }), upload);
    expect(await out.sendFile(png, { fileName: 'a.png', msgType: 2 })).toBe(false);
    await expect(out.sendCard(MsgType.GOODS, '{}')).resolves.toBe(false);
    expect(messages()).toEqual([]);
    expect(upload).not.toHaveBeenCalled();
  });

  it('W-SE5 typed text is left to the controller; a failed card is resent as it was', async () => {
    const { out, api, messages } = setup(talking());
    api.sendMsg.mockRejectedValueOnce(new Error('offline'));
    expect(await out.sendCard(MsgType.GOODS, '{"title":"Lamp"}')).toBe(false);
    const failed = messages()[0]!;
    expect(failed).toMatchObject({ msgType: 7, msgContent: '{"title":"Lamp"}', status: MsgStatus.FAILED });
    expect(out.retry({ ...failed, msgType: MsgType.TEXT })).toBe(false);
    expect(out.retry(failed)).toBe(true);
    await vi.waitFor(() => expect(messages()[0]!.status).toBe(MsgStatus.SUCCESS));
  });
});

describe('product card from the URL', () => {
  const connectedNotice = (state: SessionState): SessionState =>
    reduce(state, { type: 'transferAnswered', answer: { status: 2, adminId: 'a1', adminNick: 'Ada' }, origin: { quiet: false }, now: 1 });

  it('W-UP10 is sent once, as a goods card, when the chat connects to an agent', async () => {
    const card = JSON.stringify({ title: 'Lamp', imgUrl: '', describe: '', label: '', fromUrl: '' });
    const productCard = vi.fn(() => card);
    const { store, api } = setup(talking({ userStatus: UserStatus.ROBOT, connect: 'robot' }), undefined, productCard);
    store.dispatch({ type: 'transferAnswered', answer: { status: 2, adminId: 'a1', adminNick: 'Ada' }, origin: { quiet: false }, now: 1 });
    await vi.waitFor(() => expect(api.sendMsg).toHaveBeenCalledWith(expect.objectContaining({ msgType: 7, msgContent: card })));
    // Another agent later does not bring the card again.
    store.dispatch({
      type: 'eventsReceived',
      events: [{ eventId: 99, createTime: 0, code: 1200, adminId: 'a2', adminNick: 'Bo' }],
      lastEventId: 99,
      now: 2,
    });
    await Promise.resolve();
    expect(api.sendMsg).toHaveBeenCalledTimes(1);
    expect(productCard).toHaveBeenCalledTimes(1);
  });

  it('W-UP10 a resumed page (quiet reconnect, no connect notice) sends nothing', async () => {
    const { store, api } = setup(talking({ userStatus: UserStatus.ROBOT }), undefined, () => '{"title":"Lamp"}');
    store.dispatch({ type: 'transferAnswered', answer: { status: 2, adminId: 'a1', adminNick: 'Ada' }, origin: { quiet: true }, now: 1 });
    await Promise.resolve();
    expect(hasConnected(store.getState())).toBe(false);
    expect(api.sendMsg).not.toHaveBeenCalled();
    expect(hasConnected(connectedNotice(talking({ userStatus: UserStatus.ROBOT })))).toBe(true);
  });
});

describe('in-chat form', () => {
  it('W-MT6 posts through fromRequest with the userId and answers the target status and body; a refusal carries no server text', async () => {
    const { out, api } = setup(talking());
    const res = await out.postForm({ url: '/api/x', method: 'POST', requestBody: { a: '1' } });
    expect(api.fromRequest).toHaveBeenCalledWith({ url: '/api/x', method: 'POST', requestBody: { a: '1' }, userId: 'u1' });
    expect(res).toEqual({ ok: true, answer: { status: 201, body: { message: 'Thanks' } } });
    api.fromRequest.mockResolvedValueOnce({ code: 403, message: 'not allowed', data: null } as never);
    expect(await out.postForm({ url: 'https://x.test', method: 'POST', requestBody: {} })).toEqual({ ok: false });
  });
});
