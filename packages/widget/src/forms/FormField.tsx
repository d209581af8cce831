/** One pre-chat form item as a mobile control (§3 fieldType 1–9); the value rules live in ./userForm.ts. */
import { CascadePicker, Checkbox, DatePicker, Input, Picker, Radio, Space, TextArea } from 'antd-mobile';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldType, type FieldOption, type UserFormItem } from '@parley/protocol';
import { ChevronIcon } from '../ui/icons';
import { RequiredMark } from './RequiredMark';
import { formatFieldDate, parseFieldDate } from './dates';
import { PHONE_INDEX, EMAIL_INDEX, cascadeLabels, labelOf, type FormValue } from '../session/userForm';

interface Props {
  item: UserFormItem & { index: number };
  value: FormValue;
  onChange(value: FormValue): void;
}

const YEAR_MS = 365.25 * 24 * 3600 * 1000;
// Birthdays and appointments both fit: a century back, ten years ahead.
const DATE_MIN = new Date(Date.now() - 100 * YEAR_MS);
const DATE_MAX = new Date(Date.now() + 10 * YEAR_MS);

/** antd-mobile's pickers take string values; options may carry numbers. */
interface CascadeOption {
  label: string;
  value: string;
  children?: CascadeOption[];
}
const toCascade = (options: FieldOption[]): CascadeOption[] =>
  options.map((o) => ({ label: o.label, value: String(o.value), ...(o.children?.length ? { children: toCascade(o.children) } : {}) }));

const original = (options: FieldOption[], value: string) => options.find((o) => String(o.value) === value)?.value ?? value;

export function FormField({ item, value, onChange }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const required = item.require === 1;
  const label = (
    <span className="pw-uf__label-text">
      {item.name}
      {required && <RequiredMark />}
    </span>
  );
  const group = item.fieldType === FieldType.RADIO || item.fieldType === FieldType.CHECKBOX;
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
      <Control item={item} value={value} onChange={onChange} id={id} placeholder={t('form.enter', { name: item.name })} />
    </div>
  );
}

function Control({ item, value, onChange, id, placeholder }: Props & { id: string; placeholder: string }) {
  const { t } = useTranslation();
  const options = item.options ?? [];
  const text = typeof value === 'string' ? value : '';
  switch (item.fieldType) {
    case FieldType.TEXTAREA:
      return (
        <TextArea
          id={id}
          className="pw-uf__input"
          value={text}
          onChange={onChange}
          placeholder={placeholder}
          autoSize={{ minRows: 2, maxRows: 5 }}
          maxLength={2000}
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
          onChange={(v) => onChange(v.trim() === '' || Number.isNaN(Number(v)) ? null : Number(v))}
          placeholder={placeholder}
        />
      );
    case FieldType.DATE:
    case FieldType.DATETIME: {
      const withTime = item.fieldType === FieldType.DATETIME;
      return (
        <Pick id={id} shown={text} placeholder={t('form.choose')}>
          {(visible, close) => (
            <DatePicker
              visible={visible}
              onClose={close}
              precision={withTime ? 'minute' : 'day'}
              min={DATE_MIN}
              max={DATE_MAX}
              defaultValue={parseFieldDate(text) ?? new Date()}
              onConfirm={(d) => onChange(formatFieldDate(d, withTime))}
              title={item.name}
              confirmText={t('form.pickerConfirm')}
              cancelText={t('form.pickerCancel')}
              mouseWheel
              getContainer={null}
              destroyOnClose
            />
          )}
        </Pick>
      );
    }
    case FieldType.SELECT: {
      const chosen = typeof value === 'string' || typeof value === 'number' ? String(value) : '';
      return (
        <Pick id={id} shown={chosen ? labelOf(options, chosen) : ''} placeholder={t('form.choose')}>
          {(visible, close) => (
            <Picker
              visible={visible}
              onClose={close}
              columns={[options.map((o) => ({ label: o.label, value: String(o.value) }))]}
              defaultValue={chosen ? [chosen] : []}
              onConfirm={(v) => {
                const picked = v[0];
                if (picked !== undefined && picked !== null) onChange(original(options, String(picked)));
              }}
              title={item.name}
              confirmText={t('form.pickerConfirm')}
              cancelText={t('form.pickerCancel')}
              mouseWheel
              getContainer={null}
              destroyOnClose
            />
          )}
        </Pick>
      );
    }
    case FieldType.CASCADER: {
      const path = Array.isArray(value) ? value.map(String) : [];
      return (
        <Pick id={id} shown={path.length ? cascadeLabels(options, path).join(' / ') : ''} placeholder={t('form.choose')}>
          {(visible, close) => (
            <CascadePicker
              visible={visible}
              onClose={close}
              options={toCascade(options)}
              defaultValue={path}
              onConfirm={(v) => {
                const picked = v.filter((x): x is string => typeof x === 'string');
                onChange(picked.length ? pathValues(options, picked) : []);
              }}
              title={item.name}
              confirmText={t('form.pickerConfirm')}
              cancelText={t('form.pickerCancel')}
              mouseWheel
              getContainer={null}
              destroyOnClose
            />
          )}
        </Pick>
      );
    }
    case FieldType.RADIO:
      return (
        <Radio.Group
          value={typeof value === 'string' || typeof value === 'number' ? String(value) : null}
          onChange={(v) => onChange(original(options, String(v)))}
        >
          <Space wrap className="pw-uf__choices">
            {options.map((o) => (
              <Radio key={String(o.value)} value={String(o.value)}>
                {o.label}
              </Radio>
            ))}
          </Space>
        </Radio.Group>
      );
    case FieldType.CHECKBOX: {
      const list = Array.isArray(value) ? value.map(String) : [];
      return (
        <Checkbox.Group value={list} onChange={(v) => onChange(v.map((x) => original(options, String(x))))}>
          <Space wrap className="pw-uf__choices">
            {options.map((o) => (
              <Checkbox key={String(o.value)} value={String(o.value)}>
                {o.label}
              </Checkbox>
            ))}
          </Space>
        </Checkbox.Group>
      );
    }
    default: {
      // 1 text, and the first three items' name, phone and e-mail keyboards.
      const kind = item.index === PHONE_INDEX ? 'tel' : item.index === EMAIL_INDEX ? 'email' : 'text';
      return (
        <Input
          id={id}
          className="pw-uf__input"
          type={kind}
          inputMode={kind === 'tel' ? 'tel' : kind === 'email' ? 'email' : undefined}
          autoComplete={item.index === 0 ? 'name' : kind === 'text' ? 'off' : kind}
          value={text}
          onChange={onChange}
          placeholder={placeholder}
          maxLength={item.index === EMAIL_INDEX ? 254 : 200}
          clearable
        />
      );
    }
  }
}

/** The cascade path back in the options' own value types. */
function pathValues(options: FieldOption[], path: string[]): Array<string | number> {
  const out: Array<string | number> = [];
  let level: FieldOption[] | undefined = options;
  for (const v of path) {
    const found: FieldOption | undefined = level?.find((o) => String(o.value) === v);
    out.push(found?.value ?? v);
    level = found?.children;
  }
  return out;
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
      <button type="button" id={id} className={`pw-uf__pick${shown ? '' : ' is-empty'}`} onClick={() => setVisible(true)}>
        <span>{shown || placeholder}</span>
        <ChevronIcon width={16} height={16} />
      </button>
      {children(visible, () => setVisible(false))}
    </>
  );
}
