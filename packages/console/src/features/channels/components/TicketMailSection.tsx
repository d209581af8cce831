import { useEffect, useState } from 'react';
import { App, Button, Divider, Form, Input, InputNumber, Select, Space, Switch, Tag } from 'antd';
import type { ChannelSettings, TicketTemplate } from '@parley/protocol';
import { failureText } from '../../../shared/api';
import { fetchMailPassword, saveMailPassword, type MailPasswordStatus } from '../api/mailPassword';
import { fetchTicketTemplates } from '../../../shared/admin/api/fetchTicketTemplates';
import { useTranslation } from 'react-i18next';

interface ValueProps<T> {
  id?: string;
  value?: T;
  onChange?(value: T): void;
}

/** leaveMsgWoType as a choice of the tenant's ticket types (a stored id no type has any more shows as such). */
export function TicketTypePicker({ id, value, onChange, disabled }: ValueProps<string | number> & { disabled?: boolean }) {
  const { t } = useTranslation('channels');
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
      placeholder={t('ticketMailSection.chooseATicketType')}
      aria-label={t('ticketMailSection.ticketType')}
      notFoundContent="No ticket types yet: add one in Settings → Tickets"
    />
  );
}

const MAIL = 'ticketMail';

/** E-mail to customers when an agent answers their ticket: the channel's SMTP server, sender and link address. */
export function TicketMailSection({ channelId }: { channelId: string }) {
  const { t } = useTranslation('channels');
  const form = Form.useFormInstance<ChannelSettings>();
  const on = Form.useWatch([MAIL, 'enabled'], { form, preserve: true }) === true;
  return (
    <>
      <Divider titlePlacement="start" plain>
        {t('ticketMailSection.eMailRepliesToCustomers')}
      </Divider>
      <Form.Item
        label={t('ticketMailSection.eMailCustomersWhenAn')}
        name={[MAIL, 'enabled']}
        valuePropName="checked"
        extra={t('ticketMailSection.theEMailCarriesThe')}
      >
        <Switch />
      </Form.Item>
      <div className={on ? undefined : 'channel-dimmed'}>
        <div className="mail-grid">
          <Form.Item label={t('ticketMailSection.smtpServer')} name={[MAIL, 'host']}>
            <Input placeholder={t('ticketMailSection.smtpExampleCom')} maxLength={253} autoComplete="off" />
          </Form.Item>
          <Form.Item label={t('ticketMailSection.port')} name={[MAIL, 'port']}>
            <InputNumber min={1} max={65_535} precision={0} style={{ width: '100%' }} />
          </Form.Item>
          <Form.Item
            label={t('ticketMailSection.tlsFromTheStart')}
            name={[MAIL, 'secure']}
            valuePropName="checked"
            extra={t('ticketMailSection.onForPort465Off')}
          >
            <Switch />
          </Form.Item>
        </div>
        <div className="form-pair">
          <Form.Item label={t('ticketMailSection.userName')} name={[MAIL, 'user']}>
            <Input maxLength={254} autoComplete="off" placeholder={t('ticketMailSection.oftenTheSenderAddress')} />
          </Form.Item>
          <MailPassword channelId={channelId} />
        </div>
        <div className="form-pair">
          <Form.Item label={t('ticketMailSection.sender')} name={[MAIL, 'from']} extra={t('ticketMailSection.anAddressOrAName')}>
            <Input maxLength={254} placeholder={t('ticketMailSection.lumenCareCareLumenExample')} />
          </Form.Item>
          <Form.Item
            label={t('ticketMailSection.publicAddressOfTheChat')}
            name={[MAIL, 'publicUrl']}
            extra={t('ticketMailSection.whereTicketLinksPointBlank')}
          >
            <Input maxLength={300} placeholder={t('ticketMailSection.httpsChatExampleCom')} inputMode="url" />
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
  const { t } = useTranslation('channels');
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
      void message.success(password ? t('ticketMailSection.smtpPasswordSaved') : t('ticketMailSection.smtpPasswordRemoved'));
    } catch (e) {
      void message.error(failureText(e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Form.Item label={t('ticketMailSection.password')} extra={t('ticketMailSection.storedEncryptedItCannotBe')}>
      <Space.Compact style={{ width: '100%' }}>
        <Input.Password
          value={draft}
          onChange={(e) => setDraft(e.target.value)}
          placeholder={status?.passwordSet ? t('ticketMailSection.storedTypeANewOne') : t('ticketMailSection.smtpPassword')}
          autoComplete="new-password"
          aria-label={t('ticketMailSection.smtpPassword')}
          maxLength={500}
        />
        <Button onClick={() => void save(draft)} disabled={!draft} loading={busy}>
          {t('ticketMailSection.save')}
        </Button>
      </Space.Compact>
      {status?.passwordSet && (
        <Space style={{ marginTop: 8 }}>
          <Tag color="green">{t('ticketMailSection.passwordStored')}</Tag>
          <Button size="small" danger onClick={() => void save('')} disabled={busy}>
            {t('ticketMailSection.remove')}
          </Button>
        </Space>
      )}
    </Form.Item>
  );
}
