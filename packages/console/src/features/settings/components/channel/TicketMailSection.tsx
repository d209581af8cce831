import { useEffect, useState } from 'react';
import { App, Button, Divider, Form, Input, InputNumber, Select, Space, Switch, Tag } from 'antd';
import type { ChannelSettings, TicketTemplate } from '@parley/protocol';
import { failureText } from '../../../../shared/api';
import { fetchMailPassword, saveMailPassword, type MailPasswordStatus } from '../../api/mailPassword';
import { fetchTicketTemplates } from '../../api/fetchTicketTemplates';

interface ValueProps<T> {
  id?: string;
  value?: T;
  onChange?(value: T): void;
}

/** leaveMsgWoType as a choice of the tenant's ticket types (a stored id no type has any more shows as such). */
export function TicketTypePicker({ id, value, onChange, disabled }: ValueProps<string | number> & { disabled?: boolean }) {
  const [types, setTypes] = useState<TicketTemplate[] | null>(null);
  useEffect(() => {
    fetchTicketTemplates().then(
      (list) => setTypes(list.filter((t) => t.kind === 'type')),
      () => setTypes([]),
    );
  }, []);
  const current = value === undefined || value === '' ? undefined : String(value);
  const options = (types ?? []).map((t) => ({ value: t.templateId, label: t.name }));
  if (current && types && !options.some((o) => o.value === current))
    options.unshift({ value: current, label: `${current} (no such type)` });
  return (
    <Select
      id={id}
      value={current}
      onChange={(v: string | undefined) => onChange?.(v ?? '')}
      options={options}
      loading={types === null}
      disabled={disabled}
      allowClear
      placeholder="Choose a ticket type"
      aria-label="Ticket type"
      notFoundContent="No ticket types yet: add one in Settings → Tickets"
    />
  );
}

const MAIL = 'ticketMail';

/** E-mail to customers when an agent answers their ticket: the channel's SMTP server, sender and link address. */
export function TicketMailSection({ channelId }: { channelId: string }) {
  const form = Form.useFormInstance<ChannelSettings>();
  const on = Form.useWatch([MAIL, 'enabled'], { form, preserve: true }) === true;
  return (
    <>
      <Divider titlePlacement="start" plain>
        E-mail replies to customers
      </Divider>
      <Form.Item
        label="E-mail customers when an agent replies to their ticket"
        name={[MAIL, 'enabled']}
        valuePropName="checked"
        extra="The e-mail carries the reply and a private link to the ticket. Customers who gave no e-mail address see replies in the chat only."
      >
        <Switch />
      </Form.Item>
      <div className={on ? undefined : 'channel-dimmed'}>
        <div className="mail-grid">
          <Form.Item label="SMTP server" name={[MAIL, 'host']}>
            <Input placeholder="smtp.example.com" maxLength={253} autoComplete="off" />
          </Form.Item>
          <Form.Item label="Port" name={[MAIL, 'port']}>
            <InputNumber min={1} max={65_535} precision={0} style={{ width: '100%' }} />
          </Form.Item>
          <Form.Item
            label="TLS from the start"
            name={[MAIL, 'secure']}
            valuePropName="checked"
            extra="On for port 465; off uses STARTTLS when offered."
          >
            <Switch />
          </Form.Item>
        </div>
        <div className="form-pair">
          <Form.Item label="User name" name={[MAIL, 'user']}>
            <Input maxLength={254} autoComplete="off" placeholder="Often the sender address" />
          </Form.Item>
          <MailPassword channelId={channelId} />
        </div>
        <div className="form-pair">
          <Form.Item label="Sender" name={[MAIL, 'from']} extra="An address, or a name and address.">
            <Input maxLength={254} placeholder="Lumen Care <care@lumen.example>" />
          </Form.Item>
          <Form.Item
            label="Public address of the chat"
            name={[MAIL, 'publicUrl']}
            extra="Where ticket links point. Blank: the address agents use."
          >
            <Input maxLength={300} placeholder="https://chat.example.com" inputMode="url" />
          </Form.Item>
        </div>
      </div>
    </>
  );
}

/**
 * The SMTP password. Write-only: the server answers whether one is set, never the password, and saves it on its own
 * (not with the settings form) so it is never part of a settings answer.
 */
function MailPassword({ channelId }: { channelId: string }) {
  const { message } = App.useApp();
  // The answer remembers its channel: another channel shows no status until its own comes.
  const [known, setKnown] = useState<{ channelId: string; status: MailPasswordStatus } | null>(null);
  const status = known?.channelId === channelId ? known.status : null;
  const [draft, setDraft] = useState('');
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    fetchMailPassword(channelId).then(
      (s) => setKnown({ channelId, status: s }),
      (e: unknown) => void message.error(failureText(e)),
    );
  }, [channelId, message]);

  const save = async (password: string) => {
    setBusy(true);
    try {
      setKnown({ channelId, status: await saveMailPassword(channelId, password) });
      setDraft('');
      void message.success(password ? 'SMTP password saved' : 'SMTP password removed');
    } catch (e) {
      void message.error(failureText(e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Form.Item label="Password" extra="Stored encrypted; it cannot be shown again.">
      <Space.Compact style={{ width: '100%' }}>
        <Input.Password
          value={draft}
          onChange={(e) => setDraft(e.target.value)}
          placeholder={status?.passwordSet ? 'Stored: type a new one to replace it' : 'SMTP password'}
          autoComplete="new-password"
          aria-label="SMTP password"
          maxLength={500}
        />
        <Button onClick={() => void save(draft)} disabled={!draft} loading={busy}>
          Save
        </Button>
      </Space.Compact>
      {status?.passwordSet && (
        <Space style={{ marginTop: 8 }}>
          <Tag color="green">Password stored</Tag>
          <Button size="small" danger onClick={() => void save('')} disabled={busy}>
            Remove
          </Button>
        </Space>
      )}
    </Form.Item>
  );
}
