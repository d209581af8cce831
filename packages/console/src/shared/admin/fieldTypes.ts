import { FieldType } from '@parley/protocol';
import { i18next } from '../../i18n';

/*
 * The form field types an admin can choose (the pre-chat form of a channel, a ticket template's fields) and what
 * each does with options.
 */

export const FIELD_TYPES: ReadonlyArray<{ value: number; label: string }> = [
  {
    value: FieldType.TEXT,
    get label() {
      return i18next.t('admin:fieldTypes.text');
    },
  },
  {
    value: FieldType.TEXTAREA,
    get label() {
      return i18next.t('admin:fieldTypes.longText');
    },
  },
  {
    value: FieldType.DATE,
    get label() {
      return i18next.t('admin:fieldTypes.date');
    },
  },
  {
    value: FieldType.DATETIME,
    get label() {
      return i18next.t('admin:fieldTypes.dateAndTime');
    },
  },
  {
    value: FieldType.NUMBER,
    get label() {
      return i18next.t('admin:fieldTypes.number');
    },
  },
  {
    value: FieldType.SELECT,
    get label() {
      return i18next.t('admin:fieldTypes.dropDown');
    },
  },
  {
    value: FieldType.RADIO,
    get label() {
      return i18next.t('admin:fieldTypes.singleChoice');
    },
  },
  {
    value: FieldType.CHECKBOX,
    get label() {
      return i18next.t('admin:fieldTypes.multipleChoice');
    },
  },
  {
    value: FieldType.CASCADER,
    get label() {
      return i18next.t('admin:fieldTypes.cascadingChoice');
    },
  },
];

/** Types 6–9 choose from options; only the cascader (9) nests them. */
export const hasOptions = (fieldType: number) => fieldType >= FieldType.SELECT && fieldType <= FieldType.CASCADER;
export const nestsOptions = (fieldType: number) => fieldType === FieldType.CASCADER;
/** How deep a cascader goes in the editor (country / region / city is the usual worst case). */
export const MAX_OPTION_DEPTH = 3;
