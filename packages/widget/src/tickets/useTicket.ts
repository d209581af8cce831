/**
 * One ticket loaded for its customer, with the reply (W-LM11) and the rating (W-LM12). `access` is the visitor
 * (userId, their stored token in the header) or a ticket link's token (W-LM9).
 */
import { Toast } from 'antd-mobile';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from '../i18n/useTranslation';
import { ApiCode, TICKET_NO_MAIL, TOAST_MS, TOAST_SUCCESS_MS, TicketPath, type WoFile, type WorkOrder } from '@parley/protocol';
import type { SendAttachment } from './AttachmentPicker';
import type { Services } from '../services/services';
import { problemKey, type ProblemKey } from '../ui/serverMessage';
import { useResendId } from './useResendId';

export type TicketAccess = { userId: string; tenantId?: string } | { token: string };

/** `dead`: a link that no longer opens its ticket (expired or withdrawn), whose holder may ask for a new one. */
export type TicketLoad =
  { kind: 'loading' } | { kind: 'failed'; problem: ProblemKey | null; dead?: boolean } | { kind: 'ready'; wo: WorkOrder };

/** What asking for a new link came to: mailed (to the masked address), no address to mail, or not now. */
export type Renewal = { kind: 'sent'; to: string } | { kind: 'noMail' } | { kind: 'failed' };

export function useTicket(services: Services, woId: string, access: TicketAccess) {
  const { t } = useTranslation();
  const [load, setLoad] = useState<TicketLoad>({ kind: 'loading' });
  const [seq, setSeq] = useState(0);
  const resend = useResendId();
  const reload = useCallback(() => setSeq((n) => n + 1), []);
  const token = 'token' in access ? access.token : '';
  const userId = 'userId' in access ? access.userId : '';
  const tenantId = 'tenantId' in access ? (access.tenantId ?? '') : '';
  // A link's holder names the ticket by its token; the visitor by userId, with their token in the header.
  const who = token ? { token } : { userId };

  useEffect(() => {
    let live = true;
    services.tickets
      .queryWoById({ id: woId, ...(token ? { token } : { userId }) })
      .then((res) => {
        if (!live) return;
        if (res.code === ApiCode.OK) return setLoad({ kind: 'ready', wo: res.data });
        // W-LM9: a dead link gets our own words (it may have expired), not the server's.
        const dead = res.code === ApiCode.UNAUTHORIZED;
        setLoad({ kind: 'failed', problem: dead ? null : problemKey(res.code, res.message), dead: dead && token !== '' });
      })
      .catch(() => live && setLoad({ kind: 'failed', problem: null }));
    return () => {
      live = false;
    };
  }, [services, woId, token, userId, seq]);

  /** Shows the server's refusal; true on 200. */
  const judge = (code: number, message: string, success: string): boolean => {
    if (code === ApiCode.OK) {
      Toast.show({ icon: 'success', content: success, duration: TOAST_SUCCESS_MS, position: 'top' });
      reload();
      return true;
    }
    Toast.show({ icon: 'fail', content: t(problemKey(code, message) ?? 'tickets.detail.failed'), duration: TOAST_MS });
    return false;
  };

  const reply = async (handleContent: string, files: WoFile[] = []): Promise<boolean> => {
    const res = await services.tickets
      .addWoHandleInfo({
        woId,
        handleContent,
        clientId: resend.id([woId, handleContent, files]),
        ...who,
        ...(tenantId ? { tenantId } : {}),
        ...(files.length ? { woFileRelVoList: files } : {}),
      })
      .catch(() => null);
    if (res?.code === ApiCode.OK) resend.stored();
    if (res) return judge(res.code, res.message, t('tickets.reply.sent'));
    Toast.show({ icon: 'fail', content: t('tickets.detail.failed'), duration: TOAST_MS });
    return false;
  };

  /** S-TK12: a dead link's new one goes to the ticket's own address; the answer names it masked. */
  const renewLink = async (): Promise<Renewal> => {
    const res = await services.tickets.renewLink({ token }).catch(() => null);
    if (res?.code === ApiCode.OK) return { kind: 'sent', to: res.data.sentTo };
    const reason = (res?.data as { reason?: string } | null | undefined)?.reason;
    return reason === TICKET_NO_MAIL ? { kind: 'noMail' } : { kind: 'failed' };
  };

  const rate = async (star: number, comment: string): Promise<boolean> => {
    const res = await services.tickets.rateWo({ woId, star, comment, ...who }).catch(() => null);
    return res ? judge(res.code, res.message, t('tickets.rate.thanks')) : false;
  };

  /** The visitor (not a link's holder) attaches images to a reply, uploaded as on the ticket form. */
  const upload: SendAttachment | undefined = userId
    ? (file, onProgress) =>
        services.upload({
          file,
          fileName: file.name,
          userId,
          token: services.identity.token(),
          onProgress,
          path: TicketPath.clientUpload,
        })
    : undefined;

  return { load, reload, reply, rate, upload, renewLink };
}
