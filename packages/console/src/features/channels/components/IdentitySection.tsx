import { useEffect, useState } from 'react';
import { App as AntApp, Alert, Button, Select, Space, Switch, Tag, Typography } from 'antd';
import { CopyOutlined, EyeInvisibleOutlined, EyeOutlined, KeyOutlined, ReloadOutlined, SafetyCertificateOutlined } from '@ant-design/icons';
import { IDENTITY_GRACE_DEFAULT_S, type IdentityStatus } from '@parley/protocol';
import { failureText } from '../../../shared/api';
import { fetchIdentity, revealIdentitySecret, rotateIdentitySecret, saveIdentityRequired } from '../api/identitySecret';
import { GRACE_OPTIONS, graceLabel, pageSample, signingSample } from '../model/identity';
import { useTranslation } from 'react-i18next';

const when = (ms: number) => new Date(ms).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/**
 * Verified visitors: the secret the tenant's server signs its customers with, generated here and shown only when
 * an admin asks (it is never part of the settings form or any other answer), rotated with a grace period, and
 * whether anonymous visitors may chat at all.
 */
export function IdentitySection({ channelId }: { channelId: string }) {
  const { t } = useTranslation('channels');
  const { message, modal } = AntApp.useApp();
  const [status, setStatus] = useState<IdentityStatus | null>(null);
  const [secret, setSecret] = useState<string | null>(null);
  const [grace, setGrace] = useState(IDENTITY_GRACE_DEFAULT_S);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    setStatus(null);
    setSecret(null);
    fetchIdentity(channelId).then(setStatus, (e: unknown) => void message.error(failureText(e)));
  }, [channelId, message]);

  async function run<T>(work: () => Promise<T>, done: (value: T) => void) {
    setBusy(true);
    try {
      done(await work());
    } catch (e) {
      void message.error(failureText(e));
    } finally {
      setBusy(false);
    }
  }

  const generate = (graceSeconds: number) =>
    run(
      () => rotateIdentitySecret(channelId, graceSeconds),
      ({ secret: made, ...next }) => {
        setStatus(next);
        setSecret(made);
      },
    );

  function rotate() {
    modal.confirm({
      title: t('identitySection.rotateTheSigningSecret'),
      content:
        grace === 0
          ? t('identitySection.aNewSecretIsMade')
          : `A new secret is made. Tokens signed with the current one keep working for ${graceLabel(grace)}, time to put the new one on your server.`,
      okText: t('identitySection.rotateSecret'),
      okButtonProps: grace === 0 ? { danger: true } : {},
      onOk: () => generate(grace),
    });
  }

  async function copy(text: string) {
    try {
      await navigator.clipboard.writeText(text);
      void message.success(t('identitySection.copied'));
    } catch {
      void message.error(t('identitySection.copyFailedSelectTheText'));
    }
  }

  const set = status?.secretSet === true;
  return (
    <div className="channel-fields channel-wide identity-section">
      <p className="settings-hint channel-intro">{t('identitySection.letYourWebsiteVouchFor')}</p>

      <section className="identity-card" aria-labelledby="identity-secret-title">
        <div className="identity-card__head">
          <KeyOutlined className="identity-card__icon" aria-hidden />
          <h3 id="identity-secret-title" className="identity-card__title">
            {t('identitySection.signingSecret')}
          </h3>
          {status && (set ? <Tag color="green">{t('identitySection.active')}</Tag> : <Tag>{t('identitySection.notSet')}</Tag>)}
          {status?.rotatedAt != null && <span className="settings-sub">Created {when(status.rotatedAt)}</span>}
        </div>
        {status?.previousValidUntil != null && (
          <Alert
            type="info"
            showIcon
            className="identity-card__note"
            title={t('identitySection.previousUntil', { time: when(status.previousValidUntil) })}
          />
        )}
        {secret && (
          <div className="identity-secret">
            <code className="identity-secret__value" aria-label={t('identitySection.signingSecret')}>
              {secret}
            </code>
            <Space>
              <Button icon={<CopyOutlined />} onClick={() => void copy(secret)}>
                {t('identitySection.copy')}
              </Button>
              <Button icon={<EyeInvisibleOutlined />} onClick={() => setSecret(null)}>
                {t('identitySection.hide')}
              </Button>
            </Space>
            <Typography.Text type="secondary" className="identity-secret__hint">
              {t('identitySection.keepItOnYourServer')}
            </Typography.Text>
          </div>
        )}
        <div className="identity-card__actions">
          {!status ? null : set ? (
            <>
              <Button icon={<ReloadOutlined />} onClick={rotate} loading={busy}>
                {t('identitySection.rotateSecret')}
              </Button>
              <span className="identity-card__label" id="identity-grace-label">
                {t('identitySection.oldSecretKeepsWorking')}
              </span>
              <Select
                value={grace}
                onChange={setGrace}
                options={GRACE_OPTIONS.map((o) => ({ value: o.value, label: o.label }))}
                style={{ width: 210 }}
                aria-labelledby="identity-grace-label"
              />
              {!secret && (
                <Button
                  type="link"
                  icon={<EyeOutlined />}
                  disabled={busy}
                  onClick={() =>
                    void run(
                      () => revealIdentitySecret(channelId),
                      (a) => setSecret(a.secret),
                    )
                  }
                >
                  {t('identitySection.reveal')}
                </Button>
              )}
            </>
          ) : (
            <Button type="primary" icon={<KeyOutlined />} onClick={() => void generate(0)} loading={busy}>
              {t('identitySection.generateSecret')}
            </Button>
          )}
        </div>
      </section>

      <section className="identity-card identity-card--row" aria-labelledby="identity-required-title">
        <SafetyCertificateOutlined className="identity-card__icon" aria-hidden />
        <div className="identity-card__body">
          <h3 id="identity-required-title" className="identity-card__title">
            {t('identitySection.onlySignedInCustomersMay')}
          </h3>
          <p className="settings-hint">
            {set ? t('identitySection.visitorsWithoutAValidToken') : t('identitySection.generateASecretFirstWithout')}
          </p>
        </div>
        <Switch
          checked={status?.required === true}
          disabled={!set || busy}
          aria-labelledby="identity-required-title"
          onChange={(required) => void run(() => saveIdentityRequired(channelId, required), setStatus)}
        />
      </section>

      <h3 className="identity-step">1. Sign the customer on your server</h3>
      <pre className="embed-snippet" aria-label={t('identitySection.signingSample')}>
        {signingSample()}
      </pre>
      <p className="settings-hint">
        Claims: <code>sub</code> (your user id), <code>exp</code> (required, at most 24 hours ahead), and optionally <code>name</code>,{' '}
        <code>email</code>, <code>phone</code>, which then cannot be changed from the page.
      </p>
      <h3 className="identity-step">2. Hand the token to the chat</h3>
      <pre className="embed-snippet" aria-label={t('identitySection.pageSample')}>
        {pageSample(window.location.origin, channelId)}
      </pre>
    </div>
  );
}
