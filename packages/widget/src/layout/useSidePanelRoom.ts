import { useEffect, useState } from 'react';
import type { ChannelInfo } from '@parley/protocol';
import type { Layout } from './chooseLayout';
import { sidePanelFits } from './sidePanelRoom';

/** W-SP1 for this window, following resizes. */
export function useSidePanelRoom(channel: ChannelInfo | null, layout: Layout): boolean {
  const fits = () => sidePanelFits(channel, layout, window.innerWidth, window.innerHeight);
  const [room, setRoom] = useState(fits);
  useEffect(() => {
    const onResize = () => setRoom(sidePanelFits(channel, layout, window.innerWidth, window.innerHeight));
    onResize();
    if (channel?.sideBarStatus !== 1) return;
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, [channel, layout]);
  return room;
}
