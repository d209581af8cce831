/**
 * msgType 11 is an in-chat form (referGuide, fromFields, url, method, …) or the visitor's reply to one
 * (chat-session.md §3). Both travel as JSON text whose exact field names vary between senders, so this reads
 * them leniently; anything unreadable is shown as text.
 */
export type FormMessage =
  | { kind: 'form'; guide: string; fields: { label: string; required: boolean }[] }
  | { kind: 'reply'; guide: string; entries: [string, string][] }
  | { kind: 'text'; text: string };

const str = (v: unknown): string => (v === null || v === undefined ? '' : typeof v === 'string' ? v : Array.isArray(v) ? v.map(str).join(', ') : typeof v === 'object' ? JSON.stringify(v) : String(v));

export function readFormMessage(msgContent: string): FormMessage {
  let json: unknown;
  try {
    json = JSON.parse(msgContent);
  } catch {
    return { kind: 'text', text: msgContent };
  }
  if (!json || typeof json !== 'object') return { kind: 'text', text: msgContent };
  if (Array.isArray(json)) return { kind: 'reply', guide: '', entries: pairs(json) };
  const o = json as Record<string, unknown>;
  const guide = str(o.referGuide ?? o.title);
  const fields = o.fromFields ?? o.formFields ?? o.fields;
  if (Array.isArray(fields))
    return {
      kind: 'form',
      guide,
      fields: fields.map((f: unknown) => {
        const x = (f && typeof f === 'object' ? f : { name: f }) as Record<string, unknown>;
        return { label: str(x.label ?? x.fieldLabel ?? x.name ?? x.fieldName ?? x.title), required: x.required === true || x.require === 1 || x.isRequired === 1 };
      }),
    };
  const body = o.requestBody ?? o.values ?? o.formData;
  if (body && typeof body === 'object') return { kind: 'reply', guide, entries: Array.isArray(body) ? pairs(body) : Object.entries(body).map(([k, v]) => [k, str(v)]) };
  const rest = Object.entries(o).filter(([k]) => k !== 'referGuide' && k !== 'title');
  return { kind: 'reply', guide, entries: rest.map(([k, v]) => [k, str(v)]) };
}

/** [{name, value}] (or label/fieldName) lists. */
function pairs(list: unknown[]): [string, string][] {
  return list.map((item) => {
    const x = (item && typeof item === 'object' ? item : {}) as Record<string, unknown>;
    return [str(x.label ?? x.name ?? x.fieldName), str(x.value)];
  });
}
