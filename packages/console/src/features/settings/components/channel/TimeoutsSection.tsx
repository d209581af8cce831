import { Divider, Form, Input, InputNumber, Switch } from 'antd';
import type { ChannelSettings } from '@parley/protocol';
import { flagProps } from './fields';

/** What happens when the visitor or the agent goes quiet, and the text shown when a visitor's chat is ended. */
export function TimeoutsSection() {
  const form = Form.useFormInstance<ChannelSettings>();
  const user = Form.useWatch('userTimeoutMode', { form, preserve: true }) === 1;
  const admin = Form.useWatch('adminTimeoutMode', { form, preserve: true }) === 1;
  return (
    <div className="channel-fields">
      <Divider titlePlacement="start" plain>
        Visitor goes quiet
      </Divider>
      <div className="form-pair">
        <Form.Item label="End quiet chats" name="userTimeoutMode" {...flagProps} extra="After the visitor has not written for this long.">
          <Switch />
        </Form.Item>
        <Form.Item label="After" name="userTimeoutTime">
          <InputNumber min={0} max={1440} suffix="min" disabled={!user} style={{ width: '100%' }} />
        </Form.Item>
      </div>
      <Form.Item label="Message" name="userTimeoutMsg">
        <Input.TextArea
          autoSize={{ minRows: 2 }}
          maxLength={2000}
          disabled={!user}
          placeholder="We have not heard from you for a while, so this chat is closed."
        />
      </Form.Item>
      <Divider titlePlacement="start" plain>
        Agent goes quiet
      </Divider>
      <div className="form-pair">
        <Form.Item label="Remind the visitor" name="adminTimeoutMode" {...flagProps} extra="When the agent has not answered for this long.">
          <Switch />
        </Form.Item>
        <Form.Item label="After" name="adminTimeoutTime">
          <InputNumber min={0} max={1440} suffix="min" disabled={!admin} style={{ width: '100%' }} />
        </Form.Item>
      </div>
      <Form.Item label="Message" name="adminTimeoutMsg">
        <Input.TextArea
          autoSize={{ minRows: 2 }}
          maxLength={2000}
          disabled={!admin}
          placeholder="Sorry for the wait, the agent will be with you shortly."
        />
      </Form.Item>
      <Divider titlePlacement="start" plain>
        Ended
      </Divider>
      <Form.Item label="When the visitor ends the chat" name="userOverMsg">
        <Input.TextArea autoSize={{ minRows: 2 }} maxLength={2000} placeholder="Thanks for chatting with us." />
      </Form.Item>
    </div>
  );
}
