import { useState } from 'react';
import { AgentAvatar, RobotAvatar } from '../ui/icons';

export type AvatarKind = 'robot' | 'agent';

const SAFE_SRC = /^(https?:\/\/|\/|data:image\/)/i;

/** A configured picture, or the default drawing when there is none or it fails to load. */
export function Avatar({
  src,
  kind,
  size,
  className = '',
}: {
  src?: string | undefined;
  kind: AvatarKind;
  size: number;
  className?: string;
}) {
  const [failed, setFailed] = useState<string>();
  const cls = `pw-avatar ${className}`;
  if (!src || !SAFE_SRC.test(src) || failed === src) {
    const Fallback = kind === 'robot' ? RobotAvatar : AgentAvatar;
    return <Fallback className={cls} width={size} height={size} />;
  }
  return <img className={cls} src={src} alt="" width={size} height={size} onError={() => setFailed(src)} />;
}
