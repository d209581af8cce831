import { Button, Input, Tooltip } from 'antd';
import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined, PlusOutlined, SubnodeOutlined } from '@ant-design/icons';
import type { TemplateOption } from '@parley/protocol';
import { addOption, moveOption, removeOption, updateOption } from '../../model/templateEditor';
import { MAX_OPTION_DEPTH } from '../../model/userFormEditor';

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
  return (
    <div className="tpl-options">
      {options.length > 0 && (
        <div className="tpl-option-head" aria-hidden="true">
          <span>Label</span>
          <span>Id</span>
        </div>
      )}
      <Level options={options} all={options} parent={[]} nested={nested} fieldLabel={fieldLabel} onChange={onChange} />
      <Button size="small" type="dashed" icon={<PlusOutlined />} onClick={() => onChange(addOption(options, []))}>
        Add option
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
                aria-label={`${where} label`}
                placeholder="Label"
                value={o.name}
                onChange={(e) => onChange(updateOption(all, path, { name: e.target.value }))}
                maxLength={100}
                status={o.name.trim() ? undefined : 'warning'}
              />
              <Input
                size="small"
                aria-label={`${where} id`}
                placeholder="Id"
                value={o.id}
                onChange={(e) => onChange(updateOption(all, path, { id: e.target.value }))}
                maxLength={64}
                className="tpl-option-id"
              />
              <span className="tpl-option-actions">
                {nested && path.length < MAX_OPTION_DEPTH && (
                  <Tooltip title="Add a choice under this one">
                    <Button
                      size="small"
                      type="text"
                      aria-label={`Add under ${where}`}
                      icon={<SubnodeOutlined />}
                      onClick={() => onChange(addOption(all, path))}
                    />
                  </Tooltip>
                )}
                <Button
                  size="small"
                  type="text"
                  aria-label={`Move ${where} up`}
                  icon={<ArrowUpOutlined />}
                  disabled={i === 0}
                  onClick={() => onChange(moveOption(all, path, -1))}
                />
                <Button
                  size="small"
                  type="text"
                  aria-label={`Move ${where} down`}
                  icon={<ArrowDownOutlined />}
                  disabled={i === options.length - 1}
                  onClick={() => onChange(moveOption(all, path, 1))}
                />
                <Button
                  size="small"
                  type="text"
                  danger
                  aria-label={`Remove ${where}`}
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
