import { describe, expect, it } from 'vitest';
import { readFormMessage } from './formMessage';

describe('readFormMessage', () => {
  it('reads a form with its guide and required fields', () => {
    const m = readFormMessage(JSON.stringify({ referGuide: 'Tell us about the order', fromFields: [{ name: 'Order no', require: 1 }, { label: 'Note' }], url: '/x', method: 'POST' }));
    expect(m).toEqual({ kind: 'form', guide: 'Tell us about the order', fields: [{ label: 'Order no', required: true }, { label: 'Note', required: false }] });
  });
  it('reads a reply as a map, a requestBody or a list of name/value', () => {
    expect(readFormMessage('{"Order no":"A-1","Sizes":["S","M"]}')).toEqual({ kind: 'reply', guide: '', entries: [['Order no', 'A-1'], ['Sizes', 'S, M']] });
    expect(readFormMessage('{"referGuide":"Return","requestBody":{"reason":"broken"}}')).toEqual({ kind: 'reply', guide: 'Return', entries: [['reason', 'broken']] });
    expect(readFormMessage('[{"name":"City","value":"Lyon"}]')).toEqual({ kind: 'reply', guide: '', entries: [['City', 'Lyon']] });
  });
  it('falls back to text', () => {
    expect(readFormMessage('thanks, submitted')).toEqual({ kind: 'text', text: 'thanks, submitted' });
    expect(readFormMessage('42')).toEqual({ kind: 'text', text: '42' });
  });
});
