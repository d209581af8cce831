import type { KbButton, KbDocument } from '@parley/protocol';

/** What the edit drawer holds: the document, with similar questions as tags. */
export type KbDocValues = KbDocument;

/**
 * The document to save: text trimmed, similar questions without blanks, repeats (ignoring case) or a copy of
 * the question itself, which would only weigh the same words twice in ranking; buttons likewise without blank
 * or repeated texts, as two buttons reading alike would leave the visitor guessing.
 */
export function toKbDoc(values: KbDocValues): KbDocument {
  const question = values.question.trim();
  const seen = new Set([question.toLowerCase()]);
  const similarQuestions: string[] = [];
  for (const s of values.similarQuestions) {
    const t = s.trim();
    if (t && !seen.has(t.toLowerCase())) {
      seen.add(t.toLowerCase());
      similarQuestions.push(t);
    }
  }
  return {
    docId: values.docId.trim(),
    question,
    similarQuestions,
    answer: values.answer.trim(),
    category: values.category.trim(),
    lang: values.lang.trim(),
    enabled: values.enabled,
    buttons: distinctButtons(values.buttons),
  };
}

function distinctButtons(buttons: readonly KbButton[]): KbButton[] {
  const seen = new Set<string>();
  const kept: KbButton[] = [];
  for (const b of buttons) {
    const text = b.text.trim();
    if (text && !seen.has(text.toLowerCase())) {
      seen.add(text.toLowerCase());
      kept.push({ text, docId: b.docId.trim() });
    }
  }
  return kept;
}

/** A docId for a new document: kb- and the next number above the ones already like it. */
export function suggestDocId(existing: readonly string[], now = Date.now()): string {
  const numbers = existing
    .map((id) => /^kb-(\d+)$/.exec(id)?.[1])
    .filter((n): n is string => n !== undefined)
    .map(Number);
  return numbers.length ? `kb-${String(Math.max(...numbers) + 1).padStart(3, '0')}` : `kb-${now.toString(36)}`;
}

/** A short plain-text excerpt of an answer for the table (answers may hold HTML). */
export function answerExcerpt(answer: string, max = 90): string {
  // Script and style bodies are code, not words a reader should see in the excerpt.
  const text = answer
    .replace(/<(script|style)\b[\s\S]*?(<\/\1\s*>|$)/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}
