/**
 * A link from a message, usable as href or src: http(s), a path on this origin, or a blob: URL (the local
 * preview of a file being uploaded, which only the page itself can mint). Anything else (javascript:, data:,
 * protocol-relative) is dropped: the other side can put any text in a message of any type.
 */
export function safeUrl(url: string | undefined): string | undefined {
  const u = url?.trim() ?? '';
  return /^(blob:)?https?:\/\/\S+$/i.test(u) || /^\/(?!\/)\S*$/.test(u) ? u : undefined;
}
