/** The channel's proactive tips (autoTip): when each shows and its buttons (issue 20 items 3, 6). */
import { useEffect, useState } from 'react';
import { App as AntApp, Button, Input, InputNumber, Select, Space } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { failureText } from '../../../shared/api';
import { fetchChannel } from '../../../shared/admin/api/fetchChannel';
import { saveChannelSettings } from '../../../shared/admin/api/saveChannelSettings';
import { readTips, writeTips, type TipRow } from '../model/tipRules';
import { useTranslation } from 'react-i18next';

export function TipRules({ channelId }: { channelId: string }) {
  const { t } = useTranslation('flows');
  const { message } = AntApp.useApp();
  const [rows, setRows] = useState<TipRow[] | null>(null);
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    fetchChannel(channelId).then(
      (c) => setRows(readTips(c.autoTip)),
      (e: unknown) => void message.error(failureText(e)),
    );
  }, [channelId, message]);
  if (!rows) return null;
  const set = (i: number, patch: Partial<TipRow>) => setRows(rows.map((r, j) => (j === i ? { ...r, ...patch } : r)));

  async function save() {
    setSaving(true);
    try {
      await saveChannelSettings(channelId, { autoTip: writeTips(rows ?? []) });
      void message.success(t('tipRules.tipsSaved'));
    } catch (e) {
      void message.error(failureText(e));
    } finally {
      setSaving(false);
    }
  }

  return (
    <div className="flow-editor__step">
      {rows.map((r, i) => (
        <fieldset key={i} className="tip-rule">
          <legend>Tip {i + 1}</legend>
          <Input.TextArea
            aria-label={t('aria.tipText', { p0: i + 1 })}
            value={r.text}
            autoSize={{ minRows: 2 }}
            onChange={(e) => set(i, { text: e.target.value })}
          />
          <Space wrap>
            <Select
              aria-label={t('aria.tipShows', { p0: i + 1 })}
              value={r.trigger}
              onChange={(trigger: TipRow['trigger']) => set(i, { trigger })}
              options={[
                { value: 'entry', label: t('tipRules.onEntry') },
                { value: 'idle', label: t('tipRules.afterIdleSeconds') },
                { value: 'url', label: t('tipRules.onPagesMatching') },
              ]}
            />
            {r.trigger === 'idle' && (
              <InputNumber
                aria-label={t('tipRules.idleSeconds')}
                min={5}
                max={3600}
                value={r.idleSeconds}
                onChange={(v) => set(i, { idleSeconds: v ?? 30 })}
              />
            )}
            {r.trigger === 'url' && (
              <Input
                aria-label={t('tipRules.urlPattern')}
                placeholder={t('tipRules.httpsShopExampleCheckout')}
                value={r.urlPattern}
                onChange={(e) => set(i, { urlPattern: e.target.value })}
              />
            )}
            <Button
              aria-label={t('aria.removeTip', { p0: i + 1 })}
              icon={<DeleteOutlined />}
              onClick={() => setRows(rows.filter((_, j) => j !== i))}
            />
          </Space>
          <Input.TextArea
            aria-label={t('aria.tipButtons', { p0: i + 1 })}
            placeholder={t('tipRules.onePerLineLabelOr')}
            value={r.buttons}
            autoSize={{ minRows: 2 }}
            onChange={(e) => set(i, { buttons: e.target.value })}
          />
        </fieldset>
      ))}
      <Space>
        <Button
          icon={<PlusOutlined />}
          onClick={() => setRows([...rows, { text: '', trigger: 'entry', idleSeconds: 30, urlPattern: '', buttons: '' }])}
        >
          {t('tipRules.addTip')}
        </Button>
        <Button type="primary" loading={saving} onClick={() => void save()}>
          {t('tipRules.saveTips')}
        </Button>
      </Space>
    </div>
  );
}
