/**
 * The tenant's look on a ticket page opened from a link (/workorder, /formData): the link names its channel, whose
 * colours and language the page takes as the chat and the leave-message screen do. Without a channel, or when
 * the channel does not answer, the page keeps the defaults.
 */
import { useEffect, useMemo, useState } from 'react';
import { ApiCode, type ChannelInfo } from '@parley/protocol';
import { localeForChannel, setLocale } from '../i18n';
import type { Services } from '../services/services';
import { brandingVars } from '../theme/branding';
import { useBranding } from '../theme/useBranding';
import { faviconFor, useFavicon } from '../theme/favicon';

export function useChannelLook(services: Services, channelId: string, localeQuery: string | null): void {
  const [channel, setChannel] = useState<ChannelInfo | null>(null);
  useEffect(() => {
    if (!channelId) return;
    let live = true;
    services.api
      .channelInfo({ channelId })
      .then((res) => {
        if (!live || res.code !== ApiCode.OK) return;
        // W-SH2: the same order as in the chat.
        void setLocale(localeForChannel(res.data, localeQuery));
        setChannel(res.data);
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [services, channelId, localeQuery]);
  useBranding(useMemo(() => brandingVars(channel), [channel]));
  useFavicon(faviconFor(channel));
}
