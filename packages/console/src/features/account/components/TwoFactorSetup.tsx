import { useEffect, useState } from 'react';
import { Alert, Button, Form, Input, QRCode, Spin, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TwoFactorSetup as Setup } from '@parley/protocol';
import { failureText } from '../../../shared/api';
import { enableTwoFactor, startTwoFactor } from '../api/accountApi';

/** Scan (or type) the secret, prove it with a first code, keep the recovery codes: shown once. */
export function TwoFactorSetup({ onDone, onEnabled }: { onDone(): void; onEnabled?(): void }) {
  const { t } = useTranslation('account');
  const [setup, setSetup] = useState<Setup | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    startTwoFactor().then(setSetup, (e: unknown) => setError(failureText(e)));
  }, []);

  async function confirm(v: { code: string }) {
    setBusy(true);
    setError(null);
    try {
      setCodes((await enableTwoFactor(v.code.trim())).recoveryCodes);
      onEnabled?.();
    } catch {
      setError(t('twoFactor.wrongCode'));
    } finally {
      setBusy(false);
    }
  }

  if (codes)
    return (
      <div>
        <Alert type="success" showIcon title={t('twoFactor.enabled')} />
        <p>{t('twoFactor.recoveryLead')}</p>
        <div className="recovery-codes" data-testid="recovery-codes">
          {codes.map((c) => (
            <span key={c}>{c}</span>
          ))}
        </div>
        <Typography.Paragraph copyable={{ text: codes.join('\n'), tooltips: [t('twoFactor.copyCodes'), t('twoFactor.copied')] }}>
          {t('twoFactor.copyCodes')}
        </Typography.Paragraph>
        <Button type="primary" onClick={onDone}>
          {t('twoFactor.savedCodes')}
        </Button>
      </div>
    );
  if (!setup) return error ? <Alert type="error" showIcon title={error} /> : <Spin />;
  return (
    <div>
      <p>{t('twoFactor.scan')}</p>
      <div className="two-factor-qr">
        <QRCode value={setup.uri} size={160} bordered={false} />
        <div>
          <p>{t('twoFactor.orType')}</p>
          <Typography.Text className="two-factor-secret" copyable data-testid="two-factor-secret">
            {setup.secret}
          </Typography.Text>
        </div>
      </div>
      {error && <Alert type="error" showIcon title={error} style={{ margin: '12px 0' }} />}
      <Form layout="vertical" requiredMark={false} onFinish={confirm} style={{ marginTop: 16 }}>
        <Form.Item
          label={t('twoFactor.code')}
          name="code"
          rules={[{ required: true, pattern: /^\s*\d{6}\s*$/, message: t('twoFactor.codeRule') }]}
        >
          <Input inputMode="numeric" autoComplete="one-time-code" maxLength={8} style={{ maxWidth: 200 }} />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={busy}>
          {t('twoFactor.turnOn')}
        </Button>
      </Form>
    </div>
  );
}
