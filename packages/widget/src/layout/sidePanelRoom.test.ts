import { describe, expect, it } from 'vitest';
import { sidePanelFits } from './sidePanelRoom';

const channel = { sideBarStatus: 1, sideBarWidth: 300, mainWidth: 380 };

describe('side panel room', () => {
  it('W-SP1 shows on the desktop layout when sideBarStatus is on and the window holds card, panel and margins', () => {
    expect(sidePanelFits(channel, 'desktop', 1280, 800)).toBe(true);
    expect(sidePanelFits(channel, 'desktop', 380 + 300 + 48, 800)).toBe(true);
    expect(sidePanelFits(channel, 'desktop', 380 + 300 + 47, 800)).toBe(false);
  });
  it('W-SP1 never on the phone layout, with sideBarStatus off or no width, or before the channel is known', () => {
    expect(sidePanelFits(channel, 'mobile', 1280, 800)).toBe(false);
    expect(sidePanelFits({ ...channel, sideBarStatus: 0 }, 'desktop', 1280, 800)).toBe(false);
    expect(sidePanelFits({ ...channel, sideBarWidth: 0 }, 'desktop', 1280, 800)).toBe(false);
    expect(sidePanelFits(null, 'desktop', 1280, 800)).toBe(false);
  });
  it('W-SP1 not in a frame the size of the card (the embed iframe) nor where the card fills a short window', () => {
    expect(sidePanelFits(channel, 'desktop', 400, 640)).toBe(false);
    expect(sidePanelFits(channel, 'desktop', 1280, 560)).toBe(false);
  });
  it('W-SP1 a channel without mainWidth counts the default card width', () => {
    expect(sidePanelFits({ ...channel, mainWidth: 0 }, 'desktop', 380 + 300 + 48, 800)).toBe(true);
    expect(sidePanelFits({ ...channel, mainWidth: 0 }, 'desktop', 380 + 300 + 47, 800)).toBe(false);
  });
});
