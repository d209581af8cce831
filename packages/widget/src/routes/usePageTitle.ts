import { useCallback, useEffect, useState } from 'react';
import { TITLE_BLINK_MS, TYPING_TITLE_RESET_MS } from '@parley/protocol';
import { titleFor } from './pageTitle';

/**
 * Keeps document.title: the agent-typing text for TYPING_TITLE_RESET_MS after each typing event (W-PT1), and a
 * blink every TITLE_BLINK_MS while the page is hidden and an agent message waits (W-PT2).
 * Returns the function to call when an agent message arrives.
 */
export function usePageTitle(base: string, typingSeq: number, texts: { typing: string; newMessage: string }): () => void {
  const [typing, setTyping] = useState(false);
  const [unread, setUnread] = useState(false);
  const [blinkOn, setBlinkOn] = useState(false);

  useEffect(() => {
    if (typingSeq === 0) return;
    setTyping(true);
    const id = setTimeout(() => setTyping(false), TYPING_TITLE_RESET_MS);
    return () => clearTimeout(id);
  }, [typingSeq]);

  useEffect(() => {
    if (!unread) return;
    const id = setInterval(() => setBlinkOn((v) => !v), TITLE_BLINK_MS);
    return () => {
      clearInterval(id);
      setBlinkOn(false);
    };
  }, [unread]);

  useEffect(() => {
    const onVisibility = () => {
      if (!document.hidden) setUnread(false);
    };
    document.addEventListener('visibilitychange', onVisibility);
    return () => document.removeEventListener('visibilitychange', onVisibility);
  }, []);

  const title = titleFor({ base, typing, unread, blinkOn }, texts);
  useEffect(() => {
    document.title = title;
  }, [title]);

  return useCallback(() => {
    if (document.hidden) setUnread(true);
  }, []);
}
