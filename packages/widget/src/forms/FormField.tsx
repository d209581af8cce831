/** One pre-chat form item (§3 fieldType 1–9), drawn by the shared FieldInput; the value rules live in ../session/userForm.ts. */
import { useMemo } from 'react';
import { useTranslation } from '../i18n/useTranslation';
import type { UserFormItem } from '@parley/protocol';
import { EMAIL_INDEX, PHONE_INDEX, type FormValue } from '../session/userForm';
import { choicesOf, fromControl, toControl } from './controlValues';
import { chatFieldTexts } from './chatFieldTexts';
import { FieldInput, type ControlField } from './FieldInput';

interface Props {
  item: UserFormItem & { index: number };
  value: FormValue;
  onChange(value: FormValue): void;
}

export function FormField({ item, value, onChange }: Props) {
  const { t } = useTranslation();
  const options = useMemo(() => item.options ?? [], [item.options]);
  const field = useMemo((): ControlField => {
    // The first three items are name, phone and e-mail, with their keyboards and autofill.
    const type = item.index === PHONE_INDEX ? 'tel' : item.index === EMAIL_INDEX ? 'email' : 'text';
    return {
      name: item.name,
      fieldType: item.fieldType,
      required: item.require === 1,
      options: choicesOf(options),
      line: {
        type,
        autoComplete: item.index === 0 ? 'name' : type === 'text' ? 'off' : type,
        maxLength: item.index === EMAIL_INDEX ? 254 : 200,
      },
      area: { minRows: 2, maxRows: 5, maxLength: 2000 },
    };
  }, [item, options]);
  return (
    <FieldInput
      field={field}
      value={toControl(item.fieldType, value)}
      onChange={(v) => onChange(fromControl(item.fieldType, options, v))}
      texts={chatFieldTexts(t, item.name)}
      inline
    />
  );
}
