import { Avatar } from 'antd';

// Deep enough for white initials to read at 4.5:1 (WCAG AA).
const PALETTE = ['#4338ca', '#0369a1', '#047857', '#b45309', '#b91c1c', '#6d28d9', '#0f766e', '#be185d'];

/** Initials on a colour picked from the visitor id, so the same visitor always looks the same. */
export function VisitorAvatar({ name, seed, size = 36 }: { name: string; seed: string; size?: number }) {
  let h = 0;
  for (const ch of seed) h = (h * 31 + ch.charCodeAt(0)) >>> 0;
  const initials =
    name
      .trim()
      .split(/\s+/)
      .slice(0, 2)
      .map((w) => w[0]?.toUpperCase() ?? '')
      .join('') || '?';
  return (
    <Avatar size={size} style={{ background: PALETTE[h % PALETTE.length], flex: 'none', fontWeight: 600 }}>
      {initials}
    </Avatar>
  );
}
