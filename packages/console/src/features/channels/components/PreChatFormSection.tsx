import { Button, Divider, Form, Input, Radio, Select, Switch, Tag, Tooltip } from 'antd';
import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import type { ChannelSettings } from '@parley/protocol';
import { FIELD_TYPES, hasOptions, nestsOptions } from '../../../shared/admin/fieldTypes';
import { FIXED_COUNT, FIXED_ROLES, newFormItem } from '../model/userFormEditor';
import { FormModalChoice, flagProps } from './fields';
import { OptionsEditor } from './OptionsEditor';
import { useTranslation } from 'react-i18next';

const ITEMS = ['userForm', 'formList'] as const;

/** The form visitors fill before chatting: how it shows, its fields (name, phone, e-mail first), phone rule. */
export function PreChatFormSection() {
  const { t } = useTranslation('channels');
  const on = Form.useWatch('userFormMode') === 1;
  return (
    <div className="channel-fields channel-wide">
      <div className="form-pair">
        <Form.Item label={t('preChatFormSection.askBeforeTheChat')} name="userFormMode" {...flagProps}>
          <Switch />
        </Form.Item>
        <Form.Item label={t('preChatFormSection.shownAs')} name="userFormConfig">
          <FormModalChoice />
        </Form.Item>
      </div>
      <Form.Item label={t('preChatFormSection.formTitle')} name={['userForm', 'formTitle']}>
        <Input maxLength={200} placeholder={t('preChatFormSection.eGBeforeWeStart')} />
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
                            aria-label={t('aria.moveFieldUp', { p0: i + 1 })}
                            icon={<ArrowUpOutlined />}
                            disabled={i === FIXED_COUNT}
                            onClick={() => move(i, i - 1)}
                          />
                          <span className="editor-index">{i + 1}</span>
                          <Button
                            size="small"
                            type="text"
                            aria-label={t('aria.moveFieldDown', { p0: i + 1 })}
                            icon={<ArrowDownOutlined />}
                            disabled={i === fields.length - 1}
                            onClick={() => move(i, i + 1)}
                          />
                        </>
                      )}
                    </div>
                    <FormItemRow name={field.name} index={i} />
                    {i < FIXED_COUNT ? (
                      <Tooltip title={t('preChatFormSection.namePhoneAndEMail')}>
                        <Tag className="editor-fixed">fixed</Tag>
                      </Tooltip>
                    ) : (
                      <Button
                        type="text"
                        danger
                        aria-label={t('aria.removeField', { p0: i + 1 })}
                        icon={<DeleteOutlined />}
                        onClick={() => remove(field.name)}
                      />
                    )}
                  </li>
                ))}
              </ol>
              <Button icon={<PlusOutlined />} onClick={() => add(newFormItem())} disabled={fields.length >= 30}>
                {t('preChatFormSection.addAField')}
              </Button>
            </>
          )}
        </Form.List>
      </div>
      <Divider titlePlacement="start" plain>
        {t('preChatFormSection.checks')}
      </Divider>
      <Form.Item label={t('preChatFormSection.phoneNumbers')} name="phoneRule">
        <Radio.Group
          options={[
            { value: 'intl', label: t('preChatFormSection.anyCountryNumber') },
            { value: 'cn', label: t('preChatFormSection.mainlandChinaMobile11Digits') },
            { value: 'e164', label: t('preChatFormSection.internationalAndCountryCode') },
          ]}
        />
      </Form.Item>
      <Form.Item label={t('preChatFormSection.inChatFormTargets')} name="formTargets" extra={t('preChatFormSection.originsInChatFormsMay')}>
        <Select mode="tags" open={false} suffixIcon={null} placeholder={t('preChatFormSection.none')} />
      </Form.Item>
    </div>
  );
}

function FormItemRow({ name, index }: { name: number; index: number }) {
  const { t } = useTranslation('channels');
  const form = Form.useFormInstance<ChannelSettings>();
  const fieldType = (Form.useWatch([...ITEMS, name, 'fieldType'], form) as number | undefined) ?? 1;
  const fixed = index < FIXED_COUNT;
  return (
    <div className="editor-body">
      <div className="editor-grid editor-grid-form">
        <Form.Item label={fixed ? `${FIXED_ROLES[index]} field label` : t('preChatFormSection.label')} name={[name, 'name']}>
          <Input maxLength={100} />
        </Form.Item>
        <Form.Item label={t('preChatFormSection.type')} name={[name, 'fieldType']}>
          <Select options={[...FIELD_TYPES]} disabled={fixed} />
        </Form.Item>
        <Form.Item label={t('preChatFormSection.required')} name={[name, 'require']} {...flagProps}>
          <Switch size="small" />
        </Form.Item>
        <Form.Item label={t('preChatFormSection.shown')} name={[name, 'show']} {...flagProps}>
          <Switch size="small" />
        </Form.Item>
      </div>
      {!fixed && hasOptions(fieldType) && (
        <Form.Item
          label={nestsOptions(fieldType) ? t('preChatFormSection.optionsNested') : t('preChatFormSection.options')}
          name={[name, 'options']}
        >
          <OptionsEditor nested={nestsOptions(fieldType)} />
        </Form.Item>
      )}
    </div>
  );
}
