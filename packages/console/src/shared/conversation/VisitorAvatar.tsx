import { Avatar } from 'antd';

const PALETTE = ['#6366f1', '#0ea5e9', '#10b981', '#f59e0b', '#ef4444', '#8b5cf6', '#14b8a6', '#ec4899'];

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
