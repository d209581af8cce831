import { describe, expect, it } from 'vitest';
import { parseHighlight } from './highlight';

describe('tips highlight', () => {
  it('W-TP4 highlight tags become marked parts; escaped text is unescaped, never markup', () => {
    expect(parseHighlight('How do I <em class="hl">return</em> an item?')).toEqual([
      { text: 'How do I ', mark: false },
      { text: 'return', mark: true },
      { text: ' an item?', mark: false },
    ]);
    expect(parseHighlight('&lt;b&gt;<em class="hl">refund</em>&lt;/b&gt; &amp; &quot;x&quot;')).toEqual([
      { text: '<b>', mark: false },
      { text: 'refund', mark: true },
      { text: '</b> & "x"', mark: false },
    ]);
  });

  it('W-TP4 other tags are dropped and bad entities kept as text', () => {
    expect(parseHighlight('<img src=x onerror=alert(1)>a&#99999999;<mark>b</mark>')).toEqual([
      { text: 'a&#99999999;', mark: false },
      { text: 'b', mark: true },
    ]);
  });
});
