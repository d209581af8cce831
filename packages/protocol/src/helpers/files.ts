/** Clipboard images arrive as "image.png"; a dated name tells them apart in the other side's downloads (W-UP7). */
export function pastedFileName(mime: string, now: Date): string {
  const ext = /^image\/(png|jpeg|gif|bmp)$/.exec(mime)?.[1]?.replace('jpeg', 'jpg') ?? 'png';
  const p = (n: number) => String(n).padStart(2, '0');
  return `screenshot-${now.getFullYear()}${p(now.getMonth() + 1)}${p(now.getDate())}-${p(now.getHours())}${p(now.getMinutes())}${p(now.getSeconds())}.${ext}`;
}

/**
 * 1536 → "1.5 KB", 10485760 → "10 MB": sizes the way people read them, 1024-based like the upload limit, one
 * decimal only below 10. Not a size (negative, NaN) → "".
 */
export function formatBytes(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 0) return '';
  if (bytes < 1024) return `${bytes} B`;
  const units = ['KB', 'MB', 'GB'];
  let v = bytes / 1024;
  let i = 0;
  while (v >= 1024 && i < units.length - 1) {
    v /= 1024;
    i += 1;
  }
  return `${v >= 10 ? Math.round(v) : Math.round(v * 10) / 10} ${units[i]}`;
}
