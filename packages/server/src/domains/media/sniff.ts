import { fileTypeFromBuffer } from 'file-type';
import { AUDIO_SUFFIXES, IMAGE_SUFFIXES, VIDEO_SUFFIXES, fileSuffix } from '@parley/protocol';

export type MediaKind = 'image' | 'video' | 'audio' | 'file';

export function kindOfSuffix(suffix: string): MediaKind {
  if ((IMAGE_SUFFIXES as readonly string[]).includes(suffix)) return 'image';
  if ((VIDEO_SUFFIXES as readonly string[]).includes(suffix)) return 'video';
  if ((AUDIO_SUFFIXES as readonly string[]).includes(suffix)) return 'audio';
  return 'file';
}

/** An SVG is text: optional XML prolog, comments or doctype, then an <svg> root. */
function looksLikeSvg(head: Buffer): boolean {
  const text = head.toString('utf8').replace(/^\uFEFF/, '');
  return /^\s*(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*|<!DOCTYPE[^>]*>\s*)*<svg[\s>]/i.test(text);
}

/** RealMedia files are "video" by suffix but carry an application/* type. */
const VIDEO_LIKE = new Set(['rm', 'rmvb']);

export interface Sniffed {
  ok: boolean;
  mime: string;
}

/**
 * Checks content against the name: an image, video or audio suffix must hold that kind of content
 * (a PNG renamed .mp4 or an HTML page named .png is refused). Other files are accepted as opaque
 * downloads, always served as attachments.
 */
export async function sniff(head: Buffer, fileName: string): Promise<Sniffed> {
  const suffix = fileSuffix(fileName);
  const kind = kindOfSuffix(suffix);
  const detected = await fileTypeFromBuffer(head);
  if (suffix === 'svg') {
    const textual = !detected || detected.ext === 'xml' || detected.mime === 'image/svg+xml';
    return { ok: textual && looksLikeSvg(head), mime: 'image/svg+xml' };
  }
  const mime = detected?.mime ?? 'application/octet-stream';
  switch (kind) {
    case 'image':
      return { ok: mime.startsWith('image/') && mime !== 'image/svg+xml', mime };
    case 'video':
      return { ok: mime.startsWith('video/') || VIDEO_LIKE.has(detected?.ext ?? ''), mime };
    case 'audio':
      return { ok: mime.startsWith('audio/') || detected?.ext === 'ogg', mime };
    default:
      return { ok: true, mime: 'application/octet-stream' };
  }
}

/** A display name that is only a name: no directories, no control characters, bounded length. */
export function safeFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const clean = base
    // eslint-disable-next-line no-control-regex -- control characters are exactly what a file name must lose
    .replace(/[\u0000-\u001f\u007f]/g, '')
    .replace(/^\.+/, '')
    .trim()
    .slice(-200);
  return clean || 'file';
}
