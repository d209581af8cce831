import { Button, Divider, Form, Input, InputNumber, Radio, Switch } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import type { ChannelSettings } from '@parley/protocol';
import { flagProps } from './fields';
import { TicketMailSection, TicketTypePicker } from './TicketMailSection';

const SIDE = 'sideBarConfig';

/**
 * The leave-message form (simple or a ticket of a chosen type), the e-mail that tells customers of replies to their
 * tickets, and the desktop side panel: links, common questions, ads.
 */
export function LeaveMessageSection({ channelId }: { channelId: string }) {
  const form = Form.useFormInstance<ChannelSettings>();
  const leave = Form.useWatch('leaveMsgMode', { form, preserve: true }) === 1;
  const type = Form.useWatch('leaveMsgType', { form, preserve: true }) as number | undefined;
  const side = Form.useWatch('sideBarStatus', { form, preserve: true }) === 1;
  return (
    <div className="channel-fields channel-wide">
      <Form.Item
        label="Let visitors leave a message"
        name="leaveMsgMode"
        {...flagProps}
        extra="Offered in the menu and when no agent is online."
      >
        <Switch />
      </Form.Item>
      <div className={leave ? undefined : 'channel-dimmed'}>
        <Form.Item label="Form" name="leaveMsgType">
          <Radio.Group
            options={[
              { value: 1, label: 'Simple: name, phone, e-mail, message' },
              { value: 2, label: 'Ticket: message, images, fields of a ticket type' },
            ]}
          />
        </Form.Item>
        <div className="form-pair">
          <Form.Item label="Heading" name="leaveMsgTitle" extra="Also the title of tickets made from the form.">
            <Input maxLength={200} placeholder="Leave us a message" />
          </Form.Item>
          <Form.Item
            label="Ticket type"
            name="leaveMsgWoType"
            extra={type === 2 ? 'Its fields are added to the form; Settings → Tickets defines them.' : 'Used by the ticket form only.'}
          >
            <TicketTypePicker disabled={type !== 2} />
          </Form.Item>
        </div>
      </div>
      <TicketMailSection channelId={channelId} />
      <Divider titlePlacement="start" plain>
        Side panel (desktop)
      </Divider>
      <div className="form-pair">
        <Form.Item label="Show the side panel" name="sideBarStatus" {...flagProps}>
          <Switch />
        </Form.Item>
        <Form.Item label="Width" name="sideBarWidth">
          <InputNumber min={0} max={2000} suffix="px" disabled={!side} style={{ width: '100%' }} />
        </Form.Item>
      </div>
      <div className={side ? undefined : 'channel-dimmed'}>
        <SideList
          flag="quickFlag"
          list="quickList"
          title="Quick links"
          fields={[
            { key: 'name', label: 'Name', max: 100 },
            { key: 'url', label: 'Image URL', max: 2000 },
            { key: 'link', label: 'Opens', max: 2000 },
          ]}
        />
        <SideList
          flag="questionFlag"
          list="questionList"
          title="Common questions"
          fields={[
            { key: 'question', label: 'Question', max: 500 },
            { key: 'answer', label: 'Answer', max: 10_000, long: true },
          ]}
        />
        <SideList
          flag="adFlag"
          list="adList"
          title="Ads (carousel)"
          fields={[
            { key: 'url', label: 'Image URL', max: 2000 },
            { key: 'link', label: 'Opens', max: 2000 },
          ]}
        />
      </div>
    </div>
  );
}

interface SideListProps {
  flag: 'quickFlag' | 'questionFlag' | 'adFlag';
  list: 'quickList' | 'questionList' | 'adList';
  title: string;
  fields: Array<{ key: string; label: string; max: number; long?: boolean }>;
}

function SideList({ flag, list, title, fields }: SideListProps) {
  return (
    <section className="side-list">
      <div className="side-list-head">
        <Form.Item name={[SIDE, flag]} {...flagProps} noStyle>
          <Switch size="small" aria-label={`Show ${title}`} />
        </Form.Item>
        <strong>{title}</strong>
      </div>
      <Form.List name={[SIDE, list]}>
        {(rows, { add, remove }) => (
          <>
            {rows.map((row, i) => (
              <div key={row.key} className="side-row">
                {fields.map((f) => (
                  <Form.Item
                    key={f.key}
                    name={[row.name, f.key]}
                    label={i === 0 ? f.label : undefined}
                    className={f.long ? 'side-cell-long' : undefined}
                  >
                    {f.long ? (
                      <Input.TextArea aria-label={`${title} ${i + 1} ${f.label}`} autoSize={{ minRows: 1, maxRows: 4 }} maxLength={f.max} />
                    ) : (
                      <Input aria-label={`${title} ${i + 1} ${f.label}`} maxLength={f.max} />
                    )}
                  </Form.Item>
                ))}
                <Button
                  type="text"
                  danger
                  aria-label={`Remove ${title} ${i + 1}`}
                  icon={<DeleteOutlined />}
                  onClick={() => remove(row.name)}
                  className={i === 0 ? 'side-remove-first' : undefined}
                />
              </div>
            ))}
            <Button
              size="small"
              type="dashed"
              icon={<PlusOutlined />}
              onClick={() => add(Object.fromEntries(fields.map((f) => [f.key, ''])))}
            >
              Add
            </Button>
          </>
        )}
      </Form.List>
    </section>
  );
}
