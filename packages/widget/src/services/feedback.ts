/** The error catalogue's UI (W-HT3, W-HT4). Loaded on first use: the first screen does not carry Dialog and Toast. */
import { Dialog, Toast } from 'antd-mobile';
import { TOAST_MS } from '@parley/protocol';
import { i18next } from '../i18n';

export function showNetworkError(): void {
  Toast.show({ icon: 'fail', content: i18next.t('errors.network'), duration: TOAST_MS });
}

/** A yes/no question in antd-mobile's dialog, for screens that should not carry it before it is asked. */
export function confirmDialog(texts: { title: string; content: string; confirmText: string; cancelText: string }): Promise<boolean> {
  return Dialog.confirm(texts);
}

/** Resolves true when the visitor chooses to log in again, false to stay. */
export function confirmRelogin(): Promise<boolean> {
  return Dialog.confirm({
    title: i18next.t('auth.title'),
    content: i18next.t('auth.expired'),
    confirmText: i18next.t('auth.relogin'),
    cancelText: i18next.t('auth.stay'),
  });
}
