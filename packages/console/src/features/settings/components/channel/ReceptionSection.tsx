import { Alert, Divider, Form, Input, Radio, Switch } from 'antd';
import type { ChannelSettings, Group } from '@parley/protocol';
import { queueMsgLacksPosition } from '../../model/settingsValidation';
import { GroupConfigSelect, flagProps } from './fields';

const RECEIVE_MODES = [
  { value: 0, label: 'Robot first', help: 'The robot greets and answers; visitors ask for a person when they need one.' },
  { value: 1, label: 'Agent first', help: 'Visitors are transferred to an agent as soon as the chat opens.' },
  { value: 2, label: 'Robot first, agents on call', help: 'Like robot first; kept for channels imported with this mode.' },
  { value: 3, label: 'Agents only', help: 'Straight to an agent; visitors cannot type until one has taken the chat.' },
];

interface Props {
  groups: Group[];
}

/** Who greets visitors, how they reach agents (groups, queue) and what agents' automatic messages say. */
export function ReceptionSection({ groups }: Props) {
  const form = Form.useFormInstance<ChannelSettings>();
  const groupMode = Form.useWatch('groupMode') === 1;
  const queue = {
    userQueueMode: Form.useWatch('userQueueMode', { form, preserve: true }) ?? 0,
    userQueueMsg: Form.useWatch('userQueueMsg', { form, preserve: true }) ?? '',
  };
  const welcome = Form.useWatch('adminWelcomeMode', { form, preserve: true }) === 1;
  const offline = Form.useWatch('adminOfflineMode', { form, preserve: true }) === 1;
  const close = Form.useWatch('adminCloseMode', { form, preserve: true }) === 1;
  return (
    <div className="channel-fields">
      <Form.Item label="When a chat opens" name="receiveMode">
        <Radio.Group className="radio-stack">
          {RECEIVE_MODES.map((m) => (
            <Radio key={m.value} value={m.value}>
              <strong>{m.label}</strong>
              <span className="radio-help">{m.help}</span>
            </Radio>
          ))}
        </Radio.Group>
      </Form.Item>
      <Form.Item
        label="“Talk to a person” in the menu"
        name="transferUserMode"
        {...flagProps}
        extra="Also lets the robot hand over when a visitor asks for a person."
      >
        <Switch />
      </Form.Item>
      <Divider titlePlacement="start" plain>
        Groups
      </Divider>
      <Form.Item label="Let visitors choose a group" name="groupMode" {...flagProps}>
        <Switch />
      </Form.Item>
      <Form.Item
        label="Groups offered"
        name="groupConfig"
        extra={groups.length ? 'None chosen offers every group.' : 'No groups yet: create them under Groups.'}
      >
        <GroupConfigSelect groups={groups} />
      </Form.Item>
      {!groupMode && <p className="settings-sub channel-note">Group choice is off: the offered groups apply once it is on.</p>}
      <Divider titlePlacement="start" plain>
        Queue
      </Divider>
      <Form.Item label="Tell queued visitors their place" name="userQueueMode" {...flagProps}>
        <Switch />
      </Form.Item>
      <Form.Item label="Queue message" name="userQueueMsg" extra="## is replaced by the visitor’s place in the queue.">
        <Input.TextArea
          autoSize={{ minRows: 2 }}
          maxLength={2000}
          disabled={queue.userQueueMode !== 1}
          placeholder="All our agents are busy. You are number ## in the queue."
        />
      </Form.Item>
      {queueMsgLacksPosition(queue) && (
        <Alert className="channel-note" type="info" showIcon title="The message has no ##, so it will not show the visitor’s place." />
      )}
      <Divider titlePlacement="start" plain>
        Agent messages
      </Divider>
      <Form.Item label="Welcome when an agent connects" name="adminWelcomeMode" {...flagProps}>
        <Switch />
      </Form.Item>
      <Form.Item name="adminWelcomeMsg" aria-label="Agent welcome message">
        <Input.TextArea autoSize={{ minRows: 2 }} maxLength={2000} disabled={!welcome} placeholder="Hello! How can I help you today?" />
      </Form.Item>
      <Form.Item label="Own text when no agent is online" name="adminOfflineMode" {...flagProps}>
        <Switch />
      </Form.Item>
      <Form.Item name="adminOfflineMsg" aria-label="No agent online message">
        <Input.TextArea autoSize={{ minRows: 2 }} maxLength={2000} disabled={!offline} />
      </Form.Item>
      <Form.Item label="Message when an agent ends the chat" name="adminCloseMode" {...flagProps}>
        <Switch />
      </Form.Item>
      <Form.Item name="adminCloseMsg" aria-label="Agent closed message">
        <Input.TextArea autoSize={{ minRows: 2 }} maxLength={2000} disabled={!close} />
      </Form.Item>
      <Form.Item
        label="Outside working hours"
        name="unWorkingMsg"
        extra="Shown when a visitor asks for a person outside the channel’s working hours."
      >
        <Input.TextArea autoSize={{ minRows: 2 }} maxLength={2000} />
      </Form.Item>
    </div>
  );
}
