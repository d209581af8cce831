/**
 * One field of an in-chat form (msgType 11, W-MT6) or a robot flow's form (W-FW2), drawn by the shared FieldInput.
 * Its pickers open as sheets at the end of the page, not inside the message bubble; its values stay the text those
 * forms post (./chatFormValues.ts, W-MT10).
 */
import { useMemo } from 'react';
import { useTranslation } from '../i18n/useTranslation';
import type { FormOption } from '@parley/protocol';
import { chatFromControl, chatToControl, drawnType, type ChatValue } from './chatFormValues';
import { chatFieldTexts } from './chatFieldTexts';
import { FieldInput, type ControlField } from './FieldInput';

interface Props {
  field: { label: string; required: boolean; fieldType: number; options: readonly FormOption[] };
  value: ChatValue;
  /** The field the last check named. */
  invalid: boolean;
  /** Sent, answered, or the chat is closed. */
  disabled: boolean;
  onChange(value: ChatValue): void;
}

export function ChatFormField({ field, value, invalid, disabled, onChange }: Props) {
  const { t } = useTranslation();
  const type = drawnType(field.fieldType, field.options.length);
  const control = useMemo(
    (): ControlField => ({
      name: field.label,
      fieldType: type,
      required: field.required,
      options: field.options.map((o) => ({ label: o.label, value: o.value })),
      // The tenant's endpoint sets its own limits; these only keep a pasted book out of the bubble.
      line: { type: 'text', autoComplete: 'off', maxLength: 5000 },
      area: { minRows: 2, maxRows: 6, maxLength: 5000 },
    }),
    [field, type],
  );
  return (
    <FieldInput
      field={control}
      value={chatToControl(type, value)}
      onChange={(v) => onChange(chatFromControl(type, v))}
      texts={chatFieldTexts(t, field.label)}
      disabled={disabled}
      invalid={invalid}
    />
  );
}
