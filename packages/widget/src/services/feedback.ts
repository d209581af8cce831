/** The error catalogue's UI (W-HT3, W-HT4). Loaded on first use: the first screen does not carry Dialog and Toast. */
import { Dialog, Toast } from 'antd-mobile';
import { TOAST_MS } from '@parley/protocol';
import { texts } from '../i18n';

export function showNetworkError(): void {
  Toast.show({ icon: 'fail', content: texts.t('errors.network'), duration: TOAST_MS });
}

/** A yes/no question in antd-mobile's dialog, for screens that should not carry it before it is asked. */
export function confirmDialog(texts: { title: string; content: string; confirmText: string; cancelText: string }): Promise<boolean> {
  return Dialog.confirm(texts);
}

/** Resolves true when the visitor chooses to log in again, false to stay. */
export function confirmRelogin(): Promise<boolean> {
  return Dialog.confirm({
    title: texts.t('auth.title'),
    content: texts.t('auth.expired'),
    confirmText: texts.t('auth.relogin'),
    cancelText: texts.t('auth.stay'),
  });
}
