import { Button, Input, Tooltip } from 'antd';
import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined, PlusOutlined, SubnodeOutlined } from '@ant-design/icons';
import type { TemplateOption } from '@parley/protocol';
import { addOption, moveOption, removeOption, updateOption } from '../model/templateEditor';
import { MAX_OPTION_DEPTH } from '../../../shared/admin/fieldTypes';
import { useTranslation } from 'react-i18next';

interface Props {
  options: TemplateOption[];
  onChange(next: TemplateOption[]): void;
  /** A cascader: options hold choices under them. */
  nested: boolean;
  /** Names the rows for screen readers ("Topic option 2 label"). */
  fieldLabel: string;
}

/** The choices of a drop-down, radio, checkbox or cascader field: the label shown and the id stored with answers. */
export function TemplateOptionsTree({ options, onChange, nested, fieldLabel }: Props) {
  const { t } = useTranslation('ticketTemplates');
  return (
    <div className="tpl-options">
      {options.length > 0 && (
        <div className="tpl-option-head" aria-hidden="true">
          <span>{t('templateOptionsTree.label')}</span>
          <span>{t('templateOptionsTree.id')}</span>
        </div>
      )}
      <Level options={options} all={options} parent={[]} nested={nested} fieldLabel={fieldLabel} onChange={onChange} />
      <Button size="small" type="dashed" icon={<PlusOutlined />} onClick={() => onChange(addOption(options, []))}>
        {t('templateOptionsTree.addOption')}
      </Button>
    </div>
  );
}

interface LevelProps extends Omit<Props, 'options'> {
  options: TemplateOption[];
  all: TemplateOption[];
  parent: number[];
}

function Level({ options, all, parent, nested, fieldLabel, onChange }: LevelProps) {
  const { t } = useTranslation('ticketTemplates');
  if (options.length === 0) return null;
  return (
    <ul className={`tpl-option-level${parent.length ? ' nested' : ''}`}>
      {options.map((o, i) => {
        const path = [...parent, i];
        const where = `${fieldLabel} option ${path.map((n) => n + 1).join('.')}`;
        return (
          <li key={path.join('.')}>
            <div className="tpl-option-row">
              <Input
                size="small"
                aria-label={t('aria.label', { p0: where })}
                placeholder={t('templateOptionsTree.label')}
                value={o.name}
                onChange={(e) => onChange(updateOption(all, path, { name: e.target.value }))}
                maxLength={100}
                status={o.name.trim() ? undefined : 'warning'}
              />
              <Input
                size="small"
                aria-label={t('aria.id', { p0: where })}
                placeholder={t('templateOptionsTree.id')}
                value={o.id}
                onChange={(e) => onChange(updateOption(all, path, { id: e.target.value }))}
                maxLength={64}
                className="tpl-option-id"
              />
              <span className="tpl-option-actions">
                {nested && path.length < MAX_OPTION_DEPTH && (
                  <Tooltip title={t('templateOptionsTree.addAChoiceUnderThis')}>
                    <Button
                      size="small"
                      type="text"
                      aria-label={t('aria.addUnder', { p0: where })}
                      icon={<SubnodeOutlined />}
                      onClick={() => onChange(addOption(all, path))}
                    />
                  </Tooltip>
                )}
                <Button
                  size="small"
                  type="text"
                  aria-label={t('aria.moveUp', { p0: where })}
                  icon={<ArrowUpOutlined />}
                  disabled={i === 0}
                  onClick={() => onChange(moveOption(all, path, -1))}
                />
                <Button
                  size="small"
                  type="text"
                  aria-label={t('aria.moveDown', { p0: where })}
                  icon={<ArrowDownOutlined />}
                  disabled={i === options.length - 1}
                  onClick={() => onChange(moveOption(all, path, 1))}
                />
                <Button
                  size="small"
                  type="text"
                  danger
                  aria-label={t('aria.remove2', { p0: where })}
                  icon={<DeleteOutlined />}
                  onClick={() => onChange(removeOption(all, path))}
                />
              </span>
            </div>
            {nested && o.children && o.children.length > 0 && (
              <Level options={o.children} all={all} parent={path} nested={nested} fieldLabel={fieldLabel} onChange={onChange} />
            )}
          </li>
        );
      })}
    </ul>
  );
}
