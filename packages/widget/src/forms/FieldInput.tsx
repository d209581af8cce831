/**
 * One form field by fieldType 1–9 (§3 "User form item"; leave-messages-work-orders.md §2 "Card form screen"), the
 * only drawing of them for the pre-chat form (FormField), the ticket and card forms (TemplateFieldItem) and the
 * in-chat and flow forms (ChatFormField): text,
 * multi-line text, date (yyyy-MM-dd), date-time (yyyy-MM-dd HH:mm), number, dropdown, radio, checkboxes and the
 * searchable cascader. Values are ./controlValues.ts's: choices by their keys, an empty number null.
 */
import { Checkbox, DatePicker, Input, Picker, Radio, Space, TextArea } from 'antd-mobile';
import { useEffect, useId, useState, type ReactNode } from 'react';
import { FieldType } from '@parley/protocol';
import { ChevronIcon } from '../ui/icons';
import { CascadeSheet, type CascadeTexts } from './CascadeSheet';
import { choiceLabel, numberFromInput, pathLabels, type ChoiceOption, type ControlValue } from './controlValues';
import { formatFieldDate, parseFieldDate } from './dates';
import { RequiredMark } from './RequiredMark';
import './field.css';

export interface ControlField {
  name: string;
  fieldType: number;
  required: boolean;
  options: ChoiceOption[];
  /** The one-line box of fieldType 1: its keyboard, autofill and length. */
  line: { type: 'text' | 'tel' | 'email'; autoComplete?: string; maxLength: number };
  /** The multi-line box of fieldType 2. */
  area: { minRows: number; maxRows: number; maxLength: number };
}

export interface FieldTexts extends CascadeTexts {
  /** The placeholder of a box, naming the field. */
  enter: string;
  confirm: string;
}

interface Props {
  field: ControlField;
  value: ControlValue;
  onChange(value: ControlValue): void;
  texts: FieldTexts;
  /** Pickers drawn where the field stands (inside the pre-chat form's own sheet) rather than at the end of the page. */
  inline?: boolean;
  /** Shown but not editable (an in-chat form once sent, or in a closed chat). */
  disabled?: boolean;
  /** The field a failed check named: aria-invalid and a red edge. */
  invalid?: boolean;
}

const YEAR_MS = 365.25 * 24 * 3600 * 1000;
// Birthdays and purchases lie behind, appointments ahead: a century back, ten years on.
const DATE_MIN = new Date(Date.now() - 100 * YEAR_MS);
const DATE_MAX = new Date(Date.now() + 10 * YEAR_MS);

export function FieldInput(props: Props) {
  const { field, invalid = false } = props;
  const id = useId();
  const group = field.fieldType === FieldType.RADIO || field.fieldType === FieldType.CHECKBOX;
  // antd-mobile's Input and TextArea put aria-* on their wrapper div; the state belongs on the control (the box or
  // the picker's button) that the label names. A group carries it itself.
  useEffect(() => {
    const control = group ? null : document.getElementById(id);
    if (invalid) control?.setAttribute('aria-invalid', 'true');
    else control?.removeAttribute('aria-invalid');
  }, [id, invalid, group, field.fieldType]);
  const label = (
    <span className="pw-uf__label-text">
      {field.name}
      {field.required && <RequiredMark />}
    </span>
  );
  return (
    <div
      className={`pw-uf__field${invalid ? ' pw-uf__field--invalid' : ''}`}
      role={group ? 'group' : undefined}
      aria-labelledby={group ? `${id}-label` : undefined}
      aria-invalid={group && invalid ? true : undefined}
    >
      {group ? (
        <span id={`${id}-label`} className="pw-uf__label">
          {label}
        </span>
      ) : (
        <label htmlFor={id} id={`${id}-label`} className="pw-uf__label">
          {label}
        </label>
      )}
      <Control {...props} id={id} />
    </div>
  );
}

function Control({ field, value, onChange, texts, inline = false, disabled = false, id }: Props & { id: string }) {
  const { options } = field;
  const text = typeof value === 'string' ? value : '';
  const picker = { title: field.name, confirmText: texts.confirm, cancelText: texts.cancel, mouseWheel: true, destroyOnClose: true };
  const container = inline ? { getContainer: null } : {};
  switch (field.fieldType) {
    case FieldType.TEXTAREA:
      return (
        <TextArea
          id={id}
          className="pw-uf__input"
          value={text}
          onChange={onChange}
          placeholder={texts.enter}
          disabled={disabled}
          autoSize={{ minRows: field.area.minRows, maxRows: field.area.maxRows }}
          maxLength={field.area.maxLength}
        />
      );
    case FieldType.NUMBER:
      return (
        <Input
          id={id}
          className="pw-uf__input"
          type="number"
          inputMode="decimal"
          value={typeof value === 'number' ? String(value) : ''}
          onChange={(v) => onChange(numberFromInput(v))}
          placeholder={texts.enter}
          disabled={disabled}
        />
      );
    case FieldType.DATE:
    case FieldType.DATETIME: {
      const withTime = field.fieldType === FieldType.DATETIME;
      return (
        <Pick id={id} disabled={disabled} shown={text} placeholder={texts.choose} ltr>
          {(visible, close) => (
            <DatePicker
              visible={visible}
              onClose={close}
              precision={withTime ? 'minute' : 'day'}
              min={DATE_MIN}
              max={DATE_MAX}
              defaultValue={parseFieldDate(text) ?? new Date()}
              onConfirm={(d) => onChange(formatFieldDate(d, withTime))}
              {...picker}
              {...container}
            />
          )}
        </Pick>
      );
    }
    case FieldType.SELECT:
      return (
        <Pick id={id} disabled={disabled} shown={text ? choiceLabel(options, text) : ''} placeholder={texts.choose}>
          {(visible, close) => (
            <Picker
              visible={visible}
              onClose={close}
              columns={[options.map((o) => ({ label: o.label, value: o.value }))]}
              defaultValue={text ? [text] : []}
              onConfirm={(v) => {
                if (typeof v[0] === 'string') onChange(v[0]);
              }}
              {...picker}
              {...container}
            />
          )}
        </Pick>
      );
    case FieldType.CASCADER: {
      const path = Array.isArray(value) ? value : [];
      return (
        <Pick id={id} disabled={disabled} shown={path.length ? pathLabels(options, path).join(' / ') : ''} placeholder={texts.choose}>
          {(visible, close) => (
            <CascadeSheet
              visible={visible}
              onClose={close}
              title={field.name}
              options={options}
              value={path}
              onChange={onChange}
              texts={texts}
              inline={inline}
            />
          )}
        </Pick>
      );
    }
    case FieldType.RADIO:
      return (
        <Radio.Group value={text || null} disabled={disabled} onChange={(v) => onChange(String(v))}>
          <Space wrap className="pw-uf__choices">
            {options.map((o) => (
              <Radio key={o.value} value={o.value}>
                {o.label}
              </Radio>
            ))}
          </Space>
        </Radio.Group>
      );
    case FieldType.CHECKBOX:
      return (
        <Checkbox.Group value={Array.isArray(value) ? value : []} disabled={disabled} onChange={(v) => onChange(v.map(String))}>
          <Space wrap className="pw-uf__choices">
            {options.map((o) => (
              <Checkbox key={o.value} value={o.value}>
                {o.label}
              </Checkbox>
            ))}
          </Space>
        </Checkbox.Group>
      );
    default: {
      const { type, autoComplete, maxLength } = field.line;
      return (
        <Input
          id={id}
          className="pw-uf__input"
          type={type}
          inputMode={type === 'text' ? undefined : type}
          autoComplete={autoComplete}
          value={text}
          onChange={onChange}
          placeholder={texts.enter}
          maxLength={maxLength}
          disabled={disabled}
          clearable={!disabled}
        />
      );
    }
  }
}

/** A row that shows the choice and opens its picker. */
function Pick({
  id,
  disabled,
  shown,
  placeholder,
  ltr = false,
  children,
}: {
  id: string;
  disabled: boolean;
  shown: string;
  placeholder: string;
  /** The value is a date: digits read left to right even on a right-to-left page. */
  ltr?: boolean;
  children(visible: boolean, close: () => void): ReactNode;
}) {
  const [visible, setVisible] = useState(false);
  return (
    <>
      <button
        type="button"
        id={id}
        className={`pw-uf__pick${shown ? '' : ' is-empty'}`}
        aria-haspopup="dialog"
        disabled={disabled}
        onClick={() => setVisible(true)}
      >
        <span dir={ltr && shown ? 'ltr' : undefined}>{shown || placeholder}</span>
        <ChevronIcon width={16} height={16} />
      </button>
      {children(visible, () => setVisible(false))}
    </>
  );
}
