/**
 * One template field (leave-messages-work-orders.md §2 "Card form screen") as a mobile control, by fieldType 1–9:
 * text, multi-line text, date (yyyy-MM-dd), date-time (yyyy-MM-dd HH:mm), number, dropdown, radio, checkboxes and a
 * searchable cascader. Values follow ./fieldValues.ts: option ids, cascader paths of ids.
 */
import { Checkbox, DatePicker, Input, Picker, Radio, Space, TextArea } from 'antd-mobile';
import { useId, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldType, parseTemplateOptions, templateValueText, type TemplateField } from '@parley/protocol';
import { formatFieldDate, parseFieldDate } from '../forms/dates';
import { RequiredMark } from '../forms/RequiredMark';
import { ChevronIcon } from '../ui/icons';
import { CascadeSheet } from './CascadeSheet';
import type { FieldValue } from './fieldValues';

const YEAR_MS = 365.25 * 24 * 3600 * 1000;
// Purchases and deliveries lie behind, appointments ahead: a century back, ten years on.
const DATE_MIN = new Date(Date.now() - 100 * YEAR_MS);
const DATE_MAX = new Date(Date.now() + 10 * YEAR_MS);

interface Props {
  field: TemplateField;
  value: FieldValue;
  onChange(value: FieldValue): void;
}

export function TemplateFieldItem({ field, value, onChange }: Props) {
  const id = useId();
  const required = field.requiredStatus === 1;
  const group = field.fieldType === FieldType.RADIO || field.fieldType === FieldType.CHECKBOX;
  const label = (
    <span className="pw-uf__label-text">
      {field.fieldName}
      {required && <RequiredMark />}
    </span>
  );
  return (
    <div className="pw-uf__field" role={group ? 'group' : undefined} aria-labelledby={group ? `${id}-label` : undefined}>
      {group ? (
        <span id={`${id}-label`} className="pw-uf__label">
          {label}
        </span>
      ) : (
        <label htmlFor={id} id={`${id}-label`} className="pw-uf__label">
          {label}
        </label>
      )}
      <Control field={field} value={value} onChange={onChange} id={id} />
    </div>
  );
}

function Control({ field, value, onChange, id }: Props & { id: string }) {
  const { t } = useTranslation();
  const options = useMemo(() => parseTemplateOptions(field.fieldValue), [field.fieldValue]);
  const text = typeof value === 'string' ? value : '';
  const placeholder = t('tickets.form.enter', { name: field.fieldName });
  const pickerTexts = { title: field.fieldName, confirmText: t('tickets.form.confirm'), cancelText: t('tickets.form.cancel') };
  switch (field.fieldType) {
    case FieldType.TEXTAREA:
      return (
        <TextArea
          id={id}
          className="pw-uf__input"
          value={text}
          onChange={onChange}
          placeholder={placeholder}
          autoSize={{ minRows: 3, maxRows: 8 }}
          maxLength={5000}
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
          onChange={(v) => onChange(v.trim() === '' || Number.isNaN(Number(v)) ? 0 : Number(v))}
          placeholder={placeholder}
        />
      );
    case FieldType.DATE:
    case FieldType.DATETIME: {
      const withTime = field.fieldType === FieldType.DATETIME;
      return (
        <Pick id={id} shown={text} placeholder={t('tickets.form.choose')}>
          {(visible, close) => (
            <DatePicker
              visible={visible}
              onClose={close}
              precision={withTime ? 'minute' : 'day'}
              min={DATE_MIN}
              max={DATE_MAX}
              defaultValue={parseFieldDate(text) ?? new Date()}
              onConfirm={(d) => onChange(formatFieldDate(d, withTime))}
              mouseWheel
              destroyOnClose
              {...pickerTexts}
            />
          )}
        </Pick>
      );
    }
    case FieldType.SELECT:
      return (
        <Pick id={id} shown={text ? templateValueText(field, text) : ''} placeholder={t('tickets.form.choose')}>
          {(visible, close) => (
            <Picker
              visible={visible}
              onClose={close}
              columns={[options.map((o) => ({ label: o.name, value: o.id }))]}
              defaultValue={text ? [text] : []}
              onConfirm={(v) => {
                if (typeof v[0] === 'string') onChange(v[0]);
              }}
              mouseWheel
              destroyOnClose
              {...pickerTexts}
            />
          )}
        </Pick>
      );
    case FieldType.CASCADER: {
      const path = Array.isArray(value) ? value : [];
      return (
        <Pick id={id} shown={path.length ? templateValueText(field, path) : ''} placeholder={t('tickets.form.choose')}>
          {(visible, close) => (
            <CascadeSheet visible={visible} onClose={close} title={field.fieldName} options={options} value={path} onChange={onChange} />
          )}
        </Pick>
      );
    }
    case FieldType.RADIO:
      return (
        <Radio.Group value={text || null} onChange={(v) => onChange(String(v))}>
          <Space wrap className="pw-uf__choices">
            {options.map((o) => (
              <Radio key={o.id} value={o.id}>
                {o.name}
              </Radio>
            ))}
          </Space>
        </Radio.Group>
      );
    case FieldType.CHECKBOX:
      return (
        <Checkbox.Group value={Array.isArray(value) ? value : []} onChange={(v) => onChange(v.map(String))}>
          <Space wrap className="pw-uf__choices">
            {options.map((o) => (
              <Checkbox key={o.id} value={o.id}>
                {o.name}
              </Checkbox>
            ))}
          </Space>
        </Checkbox.Group>
      );
    default:
      return (
        <Input
          id={id}
          className="pw-uf__input"
          type={field.fieldId === 'email' ? 'email' : 'text'}
          value={text}
          onChange={onChange}
          placeholder={placeholder}
          maxLength={5000}
          clearable
        />
      );
  }
}

/** A row that shows the choice and opens its picker. */
function Pick({
  id,
  shown,
  placeholder,
  children,
}: {
  id: string;
  shown: string;
  placeholder: string;
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
        onClick={() => setVisible(true)}
      >
        <span>{shown || placeholder}</span>
        <ChevronIcon width={16} height={16} />
      </button>
      {children(visible, () => setVisible(false))}
    </>
  );
}
