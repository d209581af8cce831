/**
 * What a paste or a drop brings (chat-session.md §5 "Pasted text is inserted as plain text. A pasted image on
 * desktop opens a confirmation before sending."). Text is left to the textarea, which only ever takes plain text;
 * files are taken out so the chat can check and send them.
 */

/** The parts of DataTransfer this reads, so tests can pass plain objects. */
export interface TransferLike {
  files?: ArrayLike<File> | null;
  items?: ArrayLike<{ kind: string; type: string; getAsFile(): File | null }> | null;
}

export type Pasted = { kind: 'image'; file: File } | { kind: 'files'; files: File[] } | { kind: 'text' };

/** W-UP7, W-UP9: one image (a screenshot) asks for confirmation; other files go the drop way; anything else is text. */
export function readTransfer(data: TransferLike | null): Pasted {
  const files: File[] = [];
  for (const item of Array.from(data?.items ?? [])) {
    if (item.kind !== 'file') continue;
    const f = item.getAsFile();
    if (f) files.push(f);
  }
  if (files.length === 0) files.push(...Array.from(data?.files ?? []));
  if (files.length === 0) return { kind: 'text' };
  const [only] = files;
  if (files.length === 1 && only && only.type.startsWith('image/')) return { kind: 'image', file: only };
  return { kind: 'files', files };
}

/** W-UP8: a drag that carries files (not text or a link dragged from the page). */
export const dragHasFiles = (types: readonly string[] | null | undefined) => Array.from(types ?? []).includes('Files');
