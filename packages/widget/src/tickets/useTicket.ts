/**
 * One ticket loaded for its customer, with the reply (LM11) and the rating (LM12). `access` is the visitor
 * (userId, their stored token in the header) or a ticket link's token (LM9).
 */
import { Toast } from 'antd-mobile';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiCode, TOAST_MS, TOAST_SUCCESS_MS, TicketPath, type WoFile, type WorkOrder } from '@parley/protocol';
import type { SendAttachment } from './AttachmentPicker';
import type { Services } from '../services/services';
import { problemKey, type ProblemKey } from '../ui/serverMessage';
import { useResendId } from './useResendId';

export type TicketAccess = { userId: string; tenantId?: string } | { token: string };

export type TicketLoad = { kind: 'loading' } | { kind: 'failed'; problem: ProblemKey | null } | { kind: 'ready'; wo: WorkOrder };

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
        // LM9: a dead link gets our own words (it may have expired), not the server's.
        setLoad({ kind: 'failed', problem: res.code === ApiCode.UNAUTHORIZED ? null : problemKey(res.code, res.message) });
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

  return { load, reload, reply, rate, upload };
}
