import type { CSSProperties, ReactNode } from 'react';
import type { ChannelInfo } from '@parley/protocol';
import './desktopSheets.css';

/**
 * Desktop for now: the chat in a card of the channel's mainWidth × mainHeight on a soft background.
 * The full desktop layout (side panel, call box) is its own issue. In a small iframe the card fills it.
 */
export function DesktopFrame({ channel, children }: { channel: ChannelInfo | null; children: ReactNode }) {
  const width = channel?.mainWidth || 380;
  const height = channel?.mainHeight || 640;
  return (
    <div className="pw-desk">
      <div className="pw-desk__card" style={{ '--pw-card-w': `${width}px`, '--pw-card-h': `${height}px` } as CSSProperties}>
        {children}
      </div>
    </div>
  );
}
