/**
 * One template field (leave-messages-work-orders.md §2 "Card form screen"), drawn by the shared FieldInput. Values
 * follow ./fieldValues.ts: option ids, cascader paths of ids.
 */
import { useMemo } from 'react';
import { useTranslation } from '../i18n/useTranslation';
import { parseTemplateOptions, type TemplateField } from '@parley/protocol';
import { FieldInput, type ControlField } from '../forms/FieldInput';
import { templateChoices, type FieldValue } from './fieldValues';

interface Props {
  field: TemplateField;
  value: FieldValue;
  onChange(value: FieldValue): void;
}

export function TemplateFieldItem({ field, value, onChange }: Props) {
  const { t } = useTranslation();
  const control = useMemo(
    (): ControlField => ({
      name: field.fieldName,
      fieldType: field.fieldType,
      required: field.requiredStatus === 1,
      options: templateChoices(parseTemplateOptions(field.fieldValue)),
      line: { type: field.fieldId === 'email' ? 'email' : 'text', maxLength: 5000 },
      area: { minRows: 3, maxRows: 8, maxLength: 5000 },
    }),
    [field],
  );
  return (
    <FieldInput
      field={control}
      value={value}
      onChange={onChange}
      texts={{
        enter: t('tickets.form.enter', { name: field.fieldName }),
        choose: t('tickets.form.choose'),
        confirm: t('tickets.form.confirm'),
        cancel: t('tickets.form.cancel'),
        search: t('tickets.form.search'),
        results: t('tickets.form.results'),
        noMatch: t('tickets.form.noMatch'),
      }}
    />
  );
}
