import { Divider, Form, Input, InputNumber, Switch } from 'antd';
import type { ChannelSettings } from '@parley/protocol';
import { flagProps } from './fields';
import { useTranslation } from 'react-i18next';

/** What happens when the visitor or the agent goes quiet, and the text shown when a visitor's chat is ended. */
export function TimeoutsSection() {
  const { t } = useTranslation('channels');
  const form = Form.useFormInstance<ChannelSettings>();
  const user = Form.useWatch('userTimeoutMode', { form, preserve: true }) === 1;
  const admin = Form.useWatch('adminTimeoutMode', { form, preserve: true }) === 1;
  return (
    <div className="channel-fields">
      <Divider titlePlacement="start" plain>
        {t('timeoutsSection.visitorGoesQuiet')}
      </Divider>
      <div className="form-pair">
        <Form.Item
          label={t('timeoutsSection.endQuietChats')}
          name="userTimeoutMode"
          {...flagProps}
          extra={t('timeoutsSection.afterTheVisitorHasNot')}
        >
          <Switch />
        </Form.Item>
        <Form.Item label={t('timeoutsSection.after')} name="userTimeoutTime">
          <InputNumber min={0} max={1440} suffix="min" disabled={!user} style={{ width: '100%' }} />
        </Form.Item>
      </div>
      <Form.Item label={t('timeoutsSection.message')} name="userTimeoutMsg">
        <Input.TextArea autoSize={{ minRows: 2 }} maxLength={2000} disabled={!user} placeholder={t('timeoutsSection.weHaveNotHeardFrom')} />
      </Form.Item>
      <Divider titlePlacement="start" plain>
        {t('timeoutsSection.agentGoesQuiet')}
      </Divider>
      <div className="form-pair">
        <Form.Item
          label={t('timeoutsSection.remindTheVisitor')}
          name="adminTimeoutMode"
          {...flagProps}
          extra={t('timeoutsSection.whenTheAgentHasNot')}
        >
          <Switch />
        </Form.Item>
        <Form.Item label={t('timeoutsSection.after')} name="adminTimeoutTime">
          <InputNumber min={0} max={1440} suffix="min" disabled={!admin} style={{ width: '100%' }} />
        </Form.Item>
      </div>
      <Form.Item label={t('timeoutsSection.message')} name="adminTimeoutMsg">
        <Input.TextArea
          autoSize={{ minRows: 2 }}
          maxLength={2000}
          disabled={!admin}
          placeholder={t('timeoutsSection.sorryForTheWaitThe')}
        />
      </Form.Item>
      <Divider titlePlacement="start" plain>
        {t('timeoutsSection.ended')}
      </Divider>
      <Form.Item label={t('timeoutsSection.whenTheVisitorEndsThe')} name="userOverMsg">
        <Input.TextArea autoSize={{ minRows: 2 }} maxLength={2000} placeholder={t('timeoutsSection.thanksForChattingWithUs')} />
      </Form.Item>
    </div>
  );
}
