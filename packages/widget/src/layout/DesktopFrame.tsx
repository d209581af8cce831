import type { CSSProperties, ReactNode } from 'react';
import type { ChannelInfo } from '@parley/protocol';
import { DEFAULT_CARD_PX } from './sidePanelRoom';
import './desktopSheets.css';

/**
 * Desktop: the chat in a card of the channel's mainWidth × mainHeight on a soft background, with the side panel
 * (`aside`, W-SP1) beside it when there is one: the window around both is a layout-less box until a panel is in it
 * (base.css, sidePanel.css). The card keeps its place in the tree whether or not the panel shows, so the chat is
 * never remounted by it. In a small iframe the card fills it.
 */
export function DesktopFrame({ channel, aside, children }: { channel: ChannelInfo | null; aside?: ReactNode; children: ReactNode }) {
  const width = channel?.mainWidth || DEFAULT_CARD_PX.width;
  const height = channel?.mainHeight || DEFAULT_CARD_PX.height;
  return (
    <div className="pw-desk" style={{ '--pw-card-w': `${width}px`, '--pw-card-h': `${height}px` } as CSSProperties}>
      <div className="pw-desk__window">
        <div className="pw-desk__card">{children}</div>
        {aside}
      </div>
    </div>
  );
}
