import { Button, Divider, Form, Input, InputNumber, Radio, Switch } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import type { ChannelSettings } from '@parley/protocol';
import { flagProps } from './fields';
import { TicketMailSection, TicketTypePicker } from './TicketMailSection';
import { useTranslation } from 'react-i18next';

const SIDE = 'sideBarConfig';

/**
 * The leave-message form (simple or a ticket of a chosen type), the e-mail that tells customers of replies to their
 * tickets, and the desktop side panel: links, common questions, ads.
 */
export function LeaveMessageSection({ channelId }: { channelId: string }) {
  const { t } = useTranslation('channels');
  const form = Form.useFormInstance<ChannelSettings>();
  const leave = Form.useWatch('leaveMsgMode', { form, preserve: true }) === 1;
  const type = Form.useWatch('leaveMsgType', { form, preserve: true }) as number | undefined;
  const side = Form.useWatch('sideBarStatus', { form, preserve: true }) === 1;
  return (
    <div className="channel-fields channel-wide">
      <Form.Item
        label={t('leaveMessageSection.letVisitorsLeaveAMessage')}
        name="leaveMsgMode"
        {...flagProps}
        extra={t('leaveMessageSection.offeredInTheMenuAnd')}
      >
        <Switch />
      </Form.Item>
      <div className={leave ? undefined : 'channel-dimmed'}>
        <Form.Item label={t('leaveMessageSection.form')} name="leaveMsgType">
          <Radio.Group
            options={[
              { value: 1, label: t('leaveMessageSection.simpleNamePhoneEMail') },
              { value: 2, label: t('leaveMessageSection.ticketMessageImagesFieldsOf') },
            ]}
          />
        </Form.Item>
        <div className="form-pair">
          <Form.Item label={t('leaveMessageSection.heading')} name="leaveMsgTitle" extra={t('leaveMessageSection.alsoTheTitleOfTickets')}>
            <Input maxLength={200} placeholder={t('leaveMessageSection.leaveUsAMessage')} />
          </Form.Item>
          <Form.Item
            label={t('leaveMessageSection.ticketType')}
            name="leaveMsgWoType"
            extra={type === 2 ? t('leaveMessageSection.typeFieldsAdded') : t('leaveMessageSection.ticketFormOnly')}
          >
            <TicketTypePicker disabled={type !== 2} />
          </Form.Item>
        </div>
      </div>
      <TicketMailSection channelId={channelId} />
      <Divider titlePlacement="start" plain>
        {t('leaveMessageSection.sidePanelDesktop')}
      </Divider>
      <div className="form-pair">
        <Form.Item label={t('leaveMessageSection.showTheSidePanel')} name="sideBarStatus" {...flagProps}>
          <Switch />
        </Form.Item>
        <Form.Item label={t('leaveMessageSection.width')} name="sideBarWidth">
          <InputNumber min={0} max={2000} suffix="px" disabled={!side} style={{ width: '100%' }} />
        </Form.Item>
      </div>
      <div className={side ? undefined : 'channel-dimmed'}>
        <SideList
          flag="quickFlag"
          list="quickList"
          title={t('leaveMessageSection.quickLinks')}
          fields={[
            { key: 'name', label: t('leaveMessageSection.name'), max: 100 },
            { key: 'url', label: t('leaveMessageSection.imageUrl'), max: 2000 },
            { key: 'link', label: t('leaveMessageSection.opens'), max: 2000 },
          ]}
        />
        <SideList
          flag="questionFlag"
          list="questionList"
          title={t('leaveMessageSection.commonQuestions')}
          fields={[
            { key: 'question', label: t('leaveMessageSection.question'), max: 500 },
            { key: 'answer', label: t('leaveMessageSection.answer'), max: 10_000, long: true },
          ]}
        />
        <SideList
          flag="adFlag"
          list="adList"
          title={t('leaveMessageSection.adsCarousel')}
          fields={[
            { key: 'url', label: t('leaveMessageSection.imageUrl'), max: 2000 },
            { key: 'link', label: t('leaveMessageSection.opens'), max: 2000 },
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
  const { t } = useTranslation('channels');
  return (
    <section className="side-list">
      <div className="side-list-head">
        <Form.Item name={[SIDE, flag]} {...flagProps} noStyle>
          <Switch size="small" aria-label={t('aria.show', { p0: title })} />
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
                      <Input.TextArea
                        aria-label={t('aria.text', { p0: title, p1: i + 1, p2: f.label })}
                        autoSize={{ minRows: 1, maxRows: 4 }}
                        maxLength={f.max}
                      />
                    ) : (
                      <Input aria-label={t('aria.text', { p0: title, p1: i + 1, p2: f.label })} maxLength={f.max} />
                    )}
                  </Form.Item>
                ))}
                <Button
                  type="text"
                  danger
                  aria-label={t('aria.remove', { p0: title, p1: i + 1 })}
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
              {t('leaveMessageSection.add')}
            </Button>
          </>
        )}
      </Form.List>
    </section>
  );
}
