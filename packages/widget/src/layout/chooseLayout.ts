import { WIDE_SCREEN_PX } from '@parley/protocol';

export type Layout = 'mobile' | 'desktop';

/** Phones, not tablets: Android marks phones with "Mobile"; iPads report themselves as Macs. */
const PHONE_UA = /iPhone|iPod|Android.+Mobile|Windows Phone|IEMobile|BlackBerry|BB10|Opera Mini|Mobile.+Firefox|HarmonyOS.+Mobile/i;

export function isPhone(userAgent: string): boolean {
  return PHONE_UA.test(userAgent);
}

/** W-SH1: mobile when the device is a phone and the window is at most WIDE_SCREEN_PX wide. */
export function chooseLayout(userAgent: string, windowWidth: number): Layout {
  return isPhone(userAgent) && windowWidth <= WIDE_SCREEN_PX ? 'mobile' : 'desktop';
}
