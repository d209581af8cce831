import { describe, expect, it } from 'vitest';
import { titleFor } from './pageTitle';

const texts = { typing: 'Agent is typing…', newMessage: '[New message]' };

describe('page title', () => {
  it('W-PT1 the typing text shows while an agent typed recently', () => {
    expect(titleFor({ base: 'Support', typing: true, unread: false, blinkOn: false }, texts)).toBe('Agent is typing…');
    expect(titleFor({ base: 'Support', typing: false, unread: false, blinkOn: true }, texts)).toBe('Support');
  });

  it('W-PT2 an unread agent message on a hidden page blinks between the notice and the title', () => {
    expect(titleFor({ base: 'Support', typing: true, unread: true, blinkOn: true }, texts)).toBe('[New message]');
    expect(titleFor({ base: 'Support', typing: true, unread: true, blinkOn: false }, texts)).toBe('Support');
  });
});
