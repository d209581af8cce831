/**
 * The server refuses with 'field: message' (e.g. 'phone: please enter a correct phone number'); the visitor reads
 * the message part. Pure.
 */
export function visitorMessage(message: string | undefined): string {
  if (!message) return '';
  const cut = message.indexOf(': ');
  return cut > 0 && /^[A-Za-z]+$/.test(message.slice(0, cut)) ? message.slice(cut + 2) : message;
}
