/** Inline SVG icons and art: a handful of paths beats an icon font or package for a widget this size. */
import type { SVGProps } from 'react';

export type IconProps = SVGProps<SVGSVGElement>;

const base = (props: IconProps): IconProps => ({
  width: 24,
  height: 24,
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
  'aria-hidden': true,
  focusable: false,
  ...props,
});

/** W-SH8: an icon that points a direction, mirrored right to left (styles/rtl.css). */
const directional = (props: IconProps): IconProps => ({ ...base(props), className: `pw-dir-icon ${props.className ?? ''}`.trim() });

export const BackIcon = (p: IconProps) => (
  <svg {...directional(p)}>
    <path d="M15 18l-6-6 6-6" />
  </svg>
);

export const CloseIcon = (p: IconProps) => (
  <svg {...base(p)}>
    <path d="M18 6L6 18M6 6l12 12" />
  </svg>
);

/** "End conversation": a door with an arrow leaving it. */
export const EndChatIcon = (p: IconProps) => (
  <svg {...directional(p)}>
    <path d="M9 21H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h4M16 17l5-5-5-5M21 12H9" />
  </svg>
);

export const SendIcon = (p: IconProps) => (
  <svg {...directional({ strokeWidth: 2, ...p })}>
    <path d="M22 2L11 13" />
    <path d="M22 2l-7 20-4-9-9-4 20-7z" fill="currentColor" fillOpacity="0.15" />
  </svg>
);

export const WarningIcon = (p: IconProps) => (
  <svg {...base({ stroke: 'none', ...p })}>
    <circle cx="12" cy="12" r="10" fill="currentColor" />
    <path d="M12 7v6" stroke="#fff" strokeWidth="2.2" strokeLinecap="round" />
    <circle cx="12" cy="16.6" r="1.3" fill="#fff" />
  </svg>
);

export const RefreshIcon = (p: IconProps) => (
  <svg {...base(p)}>
    <path d="M21 12a9 9 0 1 1-3-6.7L21 8" />
    <path d="M21 3v5h-5" />
  </svg>
);

/** Default robot face, on the brand colour. */
export const RobotAvatar = (p: IconProps) => (
  <svg viewBox="0 0 40 40" aria-hidden focusable={false} {...p}>
    <rect width="40" height="40" rx="20" fill="var(--pw-main)" />
    <rect x="10" y="13" width="20" height="16" rx="6" fill="#fff" />
    <circle cx="16" cy="21" r="2.2" fill="var(--pw-main)" />
    <circle cx="24" cy="21" r="2.2" fill="var(--pw-main)" />
    <path d="M20 13V9.5" stroke="#fff" strokeWidth="2" strokeLinecap="round" />
    <circle cx="20" cy="8.5" r="1.8" fill="#fff" />
    <path d="M8 19.5v4M32 19.5v4" stroke="#fff" strokeWidth="2" strokeLinecap="round" />
  </svg>
);

/** Default agent: a person with a headset. */
export const AgentAvatar = (p: IconProps) => (
  <svg viewBox="0 0 40 40" aria-hidden focusable={false} {...p}>
    <rect width="40" height="40" rx="20" fill="#e8eefc" />
    <circle cx="20" cy="17" r="6" fill="var(--pw-main)" />
    <path d="M9.5 33c1.6-5.2 5.6-8 10.5-8s8.9 2.8 10.5 8" fill="var(--pw-main)" />
    <path d="M12.5 18a7.5 7.5 0 0 1 15 0" stroke="#1d2129" strokeOpacity=".55" strokeWidth="1.8" fill="none" strokeLinecap="round" />
    <rect x="11" y="17" width="3" height="5" rx="1.5" fill="#1d2129" fillOpacity=".55" />
    <rect x="26" y="17" width="3" height="5" rx="1.5" fill="#1d2129" fillOpacity=".55" />
  </svg>
);

/** Empty-state art: two chat bubbles. */
export const ChatBubblesArt = (p: IconProps) => (
  <svg viewBox="0 0 120 96" aria-hidden focusable={false} {...p}>
    <rect x="8" y="10" width="70" height="46" rx="16" fill="var(--pw-main)" fillOpacity=".12" />
    <path d="M24 56l-6 14 18-14z" fill="var(--pw-main)" fillOpacity=".12" />
    <rect x="42" y="34" width="70" height="44" rx="16" fill="var(--pw-main)" />
    <path d="M96 78l6 12-18-12z" fill="var(--pw-main)" />
    <circle cx="62" cy="56" r="4" fill="#fff" />
    <circle cx="77" cy="56" r="4" fill="#fff" />
    <circle cx="92" cy="56" r="4" fill="#fff" />
  </svg>
);

/** Missing-channel art: a bubble with a broken link. */
export const BrokenLinkArt = (p: IconProps) => (
  <svg viewBox="0 0 120 96" aria-hidden focusable={false} {...p}>
    <rect x="14" y="8" width="92" height="64" rx="20" fill="var(--pw-main)" fillOpacity=".1" />
    <path d="M38 72l-8 16 22-16z" fill="var(--pw-main)" fillOpacity=".1" />
    <g fill="none" stroke="var(--pw-main)" strokeWidth="5" strokeLinecap="round">
      <path d="M55 47l-6 6a9 9 0 0 1-13-13l6-6" />
      <path d="M65 33l6-6a9 9 0 0 1 13 13l-6 6" />
      <path d="M56 26l-2-6M66 54l2 6M49 31l-6-2M78 49l6 2" strokeWidth="3.5" />
    </g>
  </svg>
);

export const ThumbUpIcon = (p: IconProps) => (
  <svg {...base(p)}>
    <path d="M7 10v11H4a1 1 0 0 1-1-1v-9a1 1 0 0 1 1-1h3zM7 10l4-8a3 3 0 0 1 3 3v4h5.5a2 2 0 0 1 2 2.3l-1.4 8A2 2 0 0 1 18.1 21H7" />
  </svg>
);

export const ThumbDownIcon = (p: IconProps) => (
  <svg {...base(p)}>
    <path d="M17 14V3h3a1 1 0 0 1 1 1v9a1 1 0 0 1-1 1h-3zM17 14l-4 8a3 3 0 0 1-3-3v-4H4.5a2 2 0 0 1-2-2.3l1.4-8A2 2 0 0 1 5.9 3H17" />
  </svg>
);

export const ChevronIcon = (p: IconProps) => (
  <svg {...directional(p)}>
    <path d="M9 18l6-6-6-6" />
  </svg>
);

export const SmileIcon = (p: IconProps) => (
  <svg {...base(p)}>
    <circle cx="12" cy="12" r="9" />
    <path d="M8.5 14.5a4.5 4.5 0 0 0 7 0M9 9.5h.01M15 9.5h.01" />
  </svg>
);

export const PersonIcon = (p: IconProps) => (
  <svg {...base(p)}>
    <circle cx="12" cy="8" r="4" />
    <path d="M4 21a8 8 0 0 1 16 0" />
  </svg>
);

export const MegaphoneIcon = (p: IconProps) => (
  <svg {...base(p)}>
    <path d="M4 10v4a1 1 0 0 0 1 1h2l5 4V5L7 9H5a1 1 0 0 0-1 1Z" />
    <path d="M16 9.5a3.5 3.5 0 0 1 0 5M18.5 7a7 7 0 0 1 0 10" />
  </svg>
);
