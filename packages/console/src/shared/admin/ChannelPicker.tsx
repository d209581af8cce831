import { useEffect, useState } from 'react';
import { App as AntApp, Select } from 'antd';
import type { ChannelSummary } from '@parley/protocol';
import { failureText } from '../api';
import { fetchChannels } from './api/fetchChannels';
import { useTranslation } from 'react-i18next';

/** The workspace's channels and the one chosen: `preferred` when it is one of them, else the first. */
export function useChannelChoice(preferred?: string | null) {
  const { message } = AntApp.useApp();
  const [channels, setChannels] = useState<ChannelSummary[] | null>(null);
  const [channelId, setChannelId] = useState<string | null>(null);
  useEffect(() => {
    fetchChannels().then(
      (list) => {
        setChannels(list);
        setChannelId((c) => c ?? list.find((ch) => ch.channelId === preferred)?.channelId ?? list[0]?.channelId ?? null);
      },
      (e: unknown) => void message.error(failureText(e)),
    );
  }, [message, preferred]);
  return { channels, channelId, setChannelId };
}

interface Props {
  channels: ChannelSummary[];
  value: string | null;
  onChange(channelId: string): void;
}

export function ChannelPicker({ channels, value, onChange }: Props) {
  const { t } = useTranslation('admin');
  return (
    <Select
      aria-label={t('channelPicker.channel')}
      value={value}
      onChange={onChange}
      options={channels.map((c) => ({ value: c.channelId, label: `${c.name} (${c.channelId})` }))}
      style={{ minWidth: 220 }}
    />
  );
}
