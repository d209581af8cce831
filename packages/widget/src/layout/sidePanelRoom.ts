import type { ChannelInfo } from '@parley/protocol';
import type { Layout } from './chooseLayout';

/** The chat card's size when the channel sets none (mainWidth / mainHeight 0). */
export const DEFAULT_CARD_PX = { width: 380, height: 640 };
/** The page's padding around the card, and the window below which the card fills it (styles/base.css, .pw-desk). */
const PAGE_PADDING_PX = 24;
const FULL_PAGE_MAX_HEIGHT_PX = 560;

type PanelChannel = Pick<ChannelInfo, 'sideBarStatus' | 'sideBarWidth' | 'mainWidth'>;

/**
 * W-SP1: the side panel shows on the desktop layout when the channel turns it on (sideBarStatus 1) and the window has
 * room for the card and the panel side by side. A frame the size of the card (the embed iframe, a narrow window)
 * has none, so it keeps the chat alone and never loads the panel.
 */
export function sidePanelFits(channel: PanelChannel | null, layout: Layout, windowWidth: number, windowHeight: number): boolean {
  if (!channel || layout !== 'desktop' || channel.sideBarStatus !== 1 || channel.sideBarWidth <= 0) return false;
  const needed = (channel.mainWidth || DEFAULT_CARD_PX.width) + channel.sideBarWidth + 2 * PAGE_PADDING_PX;
  return windowWidth >= needed && windowHeight > FULL_PAGE_MAX_HEIGHT_PX;
}
