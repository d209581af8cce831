import { Button, Divider, Form, Input, Radio, Select, Switch, Tag, Tooltip } from 'antd';
import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import type { ChannelSettings } from '@parley/protocol';
import { FIELD_TYPES, FIXED_COUNT, FIXED_ROLES, hasOptions, newFormItem, nestsOptions } from '../../model/userFormEditor';
import { FormModalChoice, flagProps } from './fields';
import { OptionsEditor } from './OptionsEditor';

const ITEMS = ['userForm', 'formList'] as const;

/** The form visitors fill before chatting: how it shows, its fields (name, phone, e-mail first), phone rule. */
export function PreChatFormSection() {
  const on = Form.useWatch('userFormMode') === 1;
  return (
    <div className="channel-fields channel-wide">
      <div className="form-pair">
        <Form.Item label="Ask before the chat" name="userFormMode" {...flagProps}>
          <Switch />
        </Form.Item>
        <Form.Item label="Shown as" name="userFormConfig">
          <FormModalChoice />
        </Form.Item>
      </div>
      <Form.Item label="Form title" name={['userForm', 'formTitle']}>
        <Input maxLength={200} placeholder="e.g. Before we start" />
      </Form.Item>
      <div className={on ? undefined : 'channel-dimmed'}>
        <Form.List name={[...ITEMS]}>
          {(fields, { add, remove, move }) => (
            <>
              <ol className="editor-list">
                {fields.map((field, i) => (
                  <li key={field.key} className="editor-item">
                    <div className="editor-order">
                      {i < FIXED_COUNT ? (
                        <span className="editor-index">{i + 1}</span>
                      ) : (
                        <>
                          <Button
                            size="small"
                            type="text"
                            aria-label={`Move field ${i + 1} up`}
                            icon={<ArrowUpOutlined />}
                            disabled={i === FIXED_COUNT}
                            onClick={() => move(i, i - 1)}
                          />
                          <span className="editor-index">{i + 1}</span>
                          <Button
                            size="small"
                            type="text"
                            aria-label={`Move field ${i + 1} down`}
                            icon={<ArrowDownOutlined />}
                            disabled={i === fields.length - 1}
                            onClick={() => move(i, i + 1)}
                          />
                        </>
                      )}
                    </div>
                    <FormItemRow name={field.name} index={i} />
                    {i < FIXED_COUNT ? (
                      <Tooltip title="Name, phone and e-mail are always the first three fields">
                        <Tag className="editor-fixed">fixed</Tag>
                      </Tooltip>
                    ) : (
                      <Button
                        type="text"
                        danger
                        aria-label={`Remove field ${i + 1}`}
                        icon={<DeleteOutlined />}
                        onClick={() => remove(field.name)}
                      />
                    )}
                  </li>
                ))}
              </ol>
              <Button icon={<PlusOutlined />} onClick={() => add(newFormItem())} disabled={fields.length >= 30}>
                Add a field
              </Button>
            </>
          )}
        </Form.List>
      </div>
      <Divider titlePlacement="start" plain>
        Checks
      </Divider>
      <Form.Item label="Phone numbers" name="phoneRule">
        <Radio.Group
          options={[
            { value: 'cn', label: 'Mainland China mobile (11 digits)' },
            { value: 'e164', label: 'International (+ and country code)' },
          ]}
        />
      </Form.Item>
      <Form.Item
        label="In-chat form targets"
        name="formTargets"
        extra="Origins in-chat forms may post to, besides this server, e.g. https://crm.example.com."
      >
        <Select mode="tags" open={false} suffixIcon={null} placeholder="None" />
      </Form.Item>
    </div>
  );
}

function FormItemRow({ name, index }: { name: number; index: number }) {
  const form = Form.useFormInstance<ChannelSettings>();
  const fieldType = (Form.useWatch([...ITEMS, name, 'fieldType'], form) as number | undefined) ?? 1;
  const fixed = index < FIXED_COUNT;
  return (
    <div className="editor-body">
      <div className="editor-grid editor-grid-form">
        <Form.Item label={fixed ? `${FIXED_ROLES[index]} field label` : 'Label'} name={[name, 'name']}>
          <Input maxLength={100} />
        </Form.Item>
        <Form.Item label="Type" name={[name, 'fieldType']}>
          <Select options={[...FIELD_TYPES]} disabled={fixed} />
        </Form.Item>
        <Form.Item label="Required" name={[name, 'require']} {...flagProps}>
          <Switch size="small" />
        </Form.Item>
        <Form.Item label="Shown" name={[name, 'show']} {...flagProps}>
          <Switch size="small" />
        </Form.Item>
      </div>
      {!fixed && hasOptions(fieldType) && (
        <Form.Item label={nestsOptions(fieldType) ? 'Options (nested)' : 'Options'} name={[name, 'options']}>
          <OptionsEditor nested={nestsOptions(fieldType)} />
        </Form.Item>
      )}
    </div>
  );
}
