import type { IconProps } from '../ui/icons';

/** A new link is on its way: a bubble with an envelope. */
export const MailSentArt = (p: IconProps) => (
  <svg viewBox="0 0 120 96" aria-hidden focusable={false} {...p}>
    <rect x="14" y="8" width="92" height="64" rx="20" fill="var(--pw-main)" fillOpacity=".1" />
    <path d="M38 72l-8 16 22-16z" fill="var(--pw-main)" fillOpacity=".1" />
    <g fill="none" stroke="var(--pw-main)" strokeWidth="4.5" strokeLinejoin="round">
      <rect x="38" y="24" width="44" height="32" rx="5" />
      <path d="M40 27l20 15 20-15" strokeLinecap="round" />
    </g>
  </svg>
);
