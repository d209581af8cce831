import { useEffect, useState } from 'react';
import { App, Button, Form, Input, Space, Tag } from 'antd';
import type { LargeModelKeyStatus } from '@parley/protocol';
import { failureText } from '../../../shared/api';
import { fetchLargeModelKey, saveLargeModelKey } from '../api/largeModelKey';
import { useTranslation } from 'react-i18next';

/**
 * The channel's own API key for its model endpoint. Write-only: the server answers whether a key is set, never
 * the key, and saves it on its own (not with the settings form) so it is never part of a settings answer.
 */
export function LargeModelKey({ channelId }: { channelId: string }) {
  const { t } = useTranslation('channels');
  const { message } = App.useApp();
  const [status, setStatus] = useState<LargeModelKeyStatus | null>(null);
  const [draft, setDraft] = useState('');
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    setStatus(null);
    fetchLargeModelKey(channelId).then(setStatus, (e: unknown) => void message.error(failureText(e)));
  }, [channelId, message]);

  const save = async (apiKey: string) => {
    setBusy(true);
    try {
      setStatus(await saveLargeModelKey(channelId, apiKey));
      setDraft('');
      void message.success(apiKey ? t('largeModelKey.apiKeySaved') : t('largeModelKey.apiKeyRemoved'));
    } catch (e) {
      void message.error(failureText(e));
    } finally {
      setBusy(false);
    }
  };

  const operator = status?.operatorBaseUrl;
  return (
    <Form.Item
      label={t('largeModelKey.apiKey')}
      extra={operator ? t('largeModelKey.operatorKey', { url: operator }) : t('largeModelKey.neededWhenYourEndpointAsks')}
    >
      <Space.Compact style={{ width: '100%' }}>
        <Input.Password
          value={draft}
          onChange={(e) => setDraft(e.target.value)}
          placeholder={status?.apiKeySet ? t('largeModelKey.aKeyIsStoredType') : 'sk-…'}
          autoComplete="new-password"
          aria-label={t('largeModelKey.apiKey')}
          maxLength={500}
        />
        <Button onClick={() => void save(draft.trim())} disabled={!draft.trim()} loading={busy}>
          {t('largeModelKey.saveKey')}
        </Button>
      </Space.Compact>
      {status?.apiKeySet && (
        <Space style={{ marginTop: 8 }}>
          <Tag color="green">{t('largeModelKey.keyStored')}</Tag>
          <Button size="small" danger onClick={() => void save('')} disabled={busy}>
            {t('largeModelKey.removeKey')}
          </Button>
        </Space>
      )}
    </Form.Item>
  );
}
