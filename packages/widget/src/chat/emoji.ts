import { EMOJI_COUNT } from '@parley/protocol';

/** The emoji panel's set (§9 "emoji panel 50 emoji"): common faces and gestures, EMOJI_COUNT of them. */
export const EMOJI: readonly string[] = [
  '😀', '😁', '😂', '🤣', '😊', '😇', '🙂', '😉', '😍', '🥰',
  '😘', '😋', '😜', '🤔', '🤗', '🤩', '😎', '😏', '😌', '😴',
  '😅', '😢', '😭', '😤', '😠', '😳', '😱', '🥺', '😬', '🙄',
  '👍', '👎', '👌', '✌️', '🙏', '👏', '🙌', '💪', '🤝', '👋',
  '❤️', '💔', '🎉', '🔥', '⭐', '✅', '❌', '❓', '💡', '📦',
].slice(0, EMOJI_COUNT);
