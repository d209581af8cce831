/**
 * A visitor question folded for comparison: wordings that differ only in case, width, spacing or end punctuation
 * are one question. The server groups the robot's unanswered questions by it; the console uses it not to add a
 * wording a document already has.
 */
export function questionWording(question: string): string {
  return question
    .normalize('NFKC')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^[\p{P}\s]+|[\p{P}\s]+$/gu, '');
}
