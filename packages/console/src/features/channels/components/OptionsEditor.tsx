import { Button, Input, Tooltip } from 'antd';
import { DeleteOutlined, PlusOutlined, SubnodeOutlined } from '@ant-design/icons';
import type { FieldOption } from '@parley/protocol';
import { MAX_OPTION_DEPTH } from '../../../shared/admin/fieldTypes';
import { addOption, removeOption, updateOption } from '../model/userFormEditor';
import { useTranslation } from 'react-i18next';

interface Props {
  id?: string;
  value?: FieldOption[];
  onChange?(value: FieldOption[]): void;
  /** A cascader: options may hold children. */
  nested: boolean;
}

/** The choices of a drop-down, radio, checkbox or cascader field: label shown, value stored. */
export function OptionsEditor({ id, value = [], onChange, nested }: Props) {
  const { t } = useTranslation('channels');
  const set = (next: FieldOption[]) => onChange?.(next);
  return (
    <div className="options-editor" id={id}>
      <OptionLevel options={value} all={value} parent={[]} nested={nested} set={set} />
      <Button size="small" type="dashed" icon={<PlusOutlined />} onClick={() => set(addOption(value, []))}>
        {t('optionsEditor.addOption')}
      </Button>
    </div>
  );
}

interface LevelProps {
  options: FieldOption[];
  all: FieldOption[];
  parent: number[];
  nested: boolean;
  set(next: FieldOption[]): void;
}

function OptionLevel({ options, all, parent, nested, set }: LevelProps) {
  const { t } = useTranslation('channels');
  if (options.length === 0) return null;
  return (
    <ul className="options-level">
      {options.map((o, i) => {
        const path = [...parent, i];
        const where = path.map((n) => n + 1).join('.');
        return (
          <li key={i}>
            <div className="options-row">
              <Input
                size="small"
                aria-label={t('aria.optionLabel', { p0: where })}
                placeholder={t('optionsEditor.label')}
                value={o.label}
                onChange={(e) => set(updateOption(all, path, { label: e.target.value }))}
                maxLength={100}
              />
              <Input
                size="small"
                aria-label={t('aria.optionValue', { p0: where })}
                placeholder={t('optionsEditor.valueLabel')}
                value={String(o.value)}
                onChange={(e) => set(updateOption(all, path, { value: e.target.value }))}
                maxLength={100}
              />
              {nested && path.length < MAX_OPTION_DEPTH && (
                <Tooltip title={t('optionsEditor.addAChoiceUnderThis')}>
                  <Button
                    size="small"
                    type="text"
                    aria-label={t('aria.addUnderOption', { p0: where })}
                    icon={<SubnodeOutlined />}
                    onClick={() => set(addOption(all, path))}
                  />
                </Tooltip>
              )}
              <Button
                size="small"
                type="text"
                danger
                aria-label={t('aria.removeOption', { p0: where })}
                icon={<DeleteOutlined />}
                onClick={() => set(removeOption(all, path))}
              />
            </div>
            {nested && o.children && <OptionLevel options={o.children} all={all} parent={path} nested={nested} set={set} />}
          </li>
        );
      })}
    </ul>
  );
}
