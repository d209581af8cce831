import { ColorPicker, Input, Select, Space, Switch } from 'antd';
import type { Group } from '@parley/protocol';
import { formModalOf, groupConfigOf, groupIdsOf, withFormModal } from '../model/channelJson';
import { useTranslation } from 'react-i18next';

/*
 * Inputs for settings whose stored shape is not what an admin should edit: 0/1 flags as switches, colours as a
 * picker plus hex text, comma-separated labels as tags, JSON text as the choice it encodes. Each takes the stored
 * value and gives one back, so the form keeps the exact ChannelSettings shape.
 */

/** Form.Item props for a 0/1 flag edited with a Switch. */
export const flagProps = {
  valuePropName: 'checked',
  getValueProps: (v: unknown) => ({ checked: v === 1 }),
  normalize: (v: unknown) => (v ? 1 : 0),
} as const;

interface ValueProps<T> {
  id?: string;
  value?: T;
  onChange?(value: T): void;
}

export function ColorField({ id, value, onChange, allowClear }: ValueProps<string> & { allowClear?: boolean }) {
  const { t } = useTranslation('channels');
  return (
    <Space.Compact>
      <ColorPicker
        value={value || undefined}
        disabledAlpha
        allowClear={allowClear}
        onClear={() => onChange?.('')}
        onChangeComplete={(c) => onChange?.(c.toHexString())}
        aria-label={t('fields.pickAColour')}
      />
      <Input
        id={id}
        value={value}
        onChange={(e) => onChange?.(e.target.value)}
        placeholder={allowClear ? t('fields.default') : '#1f6feb'}
        style={{ width: 112 }}
        maxLength={32}
      />
    </Space.Compact>
  );
}

/** Comma-separated labels ("Slow reply,Impolite") edited as tags. */
export function TagsText({
  id,
  value,
  onChange,
  placeholder,
  disabled,
}: ValueProps<string> & { placeholder?: string; disabled?: boolean }) {
  const { t } = useTranslation('channels');
  const tags = (value ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  return (
    <Select
      id={id}
      mode="tags"
      value={tags}
      open={false}
      suffixIcon={null}
      tokenSeparators={[',']}
      disabled={disabled}
      placeholder={placeholder ?? t('fields.typeALabelAndPress')}
      onChange={(v: string[]) =>
        onChange?.(
          v
            .map((s) => s.replace(/,/g, ' ').trim())
            .filter(Boolean)
            .join(','),
        )
      }
    />
  );
}

/** userFormConfig's formModal as a choice between a modal and an inline card. */
export function FormModalChoice({ id, value, onChange }: ValueProps<string>) {
  const { t } = useTranslation('channels');
  const modal = formModalOf(value ?? '{}');
  return (
    <span className="channel-inline">
      <Switch id={id} checked={modal} onChange={(on) => onChange?.(withFormModal(value ?? '{}', on))} />
      <span>{modal ? t('fields.aModalOverTheChat') : t('fields.aCardInsideTheConversation')}</span>
    </span>
  );
}

/** groupConfig (JSON list of {groupId}) as a choice of the tenant's groups. */
export function GroupConfigSelect({ id, value, onChange, groups }: ValueProps<string> & { groups: Group[] }) {
  const { t } = useTranslation('channels');
  return (
    <Select
      id={id}
      mode="multiple"
      value={groupIdsOf(value ?? '[]')}
      onChange={(ids: string[]) => onChange?.(groupConfigOf(ids, groups))}
      placeholder={t('fields.everyGroup')}
      showSearch={{ optionFilterProp: 'label' }}
      options={groups.map((g) => ({ value: g.groupId, label: g.groupName }))}
    />
  );
}
