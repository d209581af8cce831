import { i18next } from '../../i18n';

/** A readable device line from a user-agent string. Deliberately simple: order matters, first match wins. */
export interface DeviceInfo {
  kind: 'Mobile' | 'Tablet' | 'Desktop' | 'Unknown';
  os: string;
  browser: string;
}

const OS_RULES: [RegExp, (m: RegExpMatchArray) => string][] = [
  [/Windows NT 10/, () => 'Windows 10/11'],
  [/Windows NT 6\.3/, () => 'Windows 8.1'],
  [/Windows NT 6\.1/, () => 'Windows 7'],
  [/Windows/, () => 'Windows'],
  [/(?:iPhone|iPad|iPod).*? OS (\d+)[_.](\d+)/, (m) => `iOS ${m[1]}.${m[2]}`],
  [/Android (\d+(?:\.\d+)?)/, (m) => `Android ${m[1]}`],
  [/CrOS/, () => 'ChromeOS'],
  [/Mac OS X (\d+)[_.](\d+)/, (m) => `macOS ${m[1]}.${m[2]}`],
  [/Macintosh/, () => 'macOS'],
  [/Linux/, () => 'Linux'],
];

// Edge and Opera carry "Chrome" too, and Chrome carries "Safari": the specific ones come first.
const BROWSER_RULES: [RegExp, string][] = [
  [/Edg(?:e|A|iOS)?\/(\d+)/, 'Edge'],
  [/OPR\/(\d+)/, 'Opera'],
  [/SamsungBrowser\/(\d+)/, 'Samsung Internet'],
  [/MicroMessenger\/(\d+)/, 'WeChat'],
  [/Firefox\/(\d+)/, 'Firefox'],
  [/FxiOS\/(\d+)/, 'Firefox'],
  [/CriOS\/(\d+)/, 'Chrome'],
  [/Chrom(?:e|ium)\/(\d+)/, 'Chrome'],
  [/Version\/(\d+).*Safari/, 'Safari'],
];

export function parseUserAgent(ua: string): DeviceInfo {
  if (!ua.trim()) return { kind: 'Unknown', os: '', browser: '' };
  let os = '';
  for (const [re, name] of OS_RULES) {
    const m = ua.match(re);
    if (m) {
      os = name(m);
      break;
    }
  }
  let browser = '';
  for (const [re, name] of BROWSER_RULES) {
    const m = ua.match(re);
    if (m) {
      browser = `${name} ${m[1] ?? ''}`.trim();
      break;
    }
  }
  const kind =
    /iPad|Tablet/.test(ua) || (/Android/.test(ua) && !/Mobile/.test(ua)) ? 'Tablet' : /Mobi|iPhone|iPod/.test(ua) ? 'Mobile' : 'Desktop';
  return { kind, os, browser };
}

export function describeDevice(ua: string): string {
  const d = parseUserAgent(ua);
  if (d.kind === 'Unknown') return i18next.t('conversation:device.Unknown');
  return [i18next.t(`conversation:device.${d.kind}`), d.os, d.browser].filter(Boolean).join(' · ');
}
