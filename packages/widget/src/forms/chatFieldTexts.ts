import type { TFunction } from '../i18n/texts';
import type { FieldTexts } from './FieldInput';

/** FieldInput's texts in the chat's own strings (`form.`): the pre-chat form and the in-chat and flow forms. */
export const chatFieldTexts = (t: TFunction, name: string): FieldTexts => ({
  enter: t('form.enter', { name }),
  choose: t('form.choose'),
  confirm: t('form.pickerConfirm'),
  cancel: t('form.pickerCancel'),
  search: t('form.search'),
  results: t('form.results'),
  noMatch: t('form.noMatch'),
});
