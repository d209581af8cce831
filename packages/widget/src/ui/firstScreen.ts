/**
 * The moment the widget's first messages are laid out, marked for e2e/tests/bundle-budget.spec.ts (issue 17's count
 * of what the first screen requested before it).
 */
export const FIRST_SCREEN_MARK = 'parley:first-screen';

export function markFirstScreen(): void {
  if (performance.getEntriesByName(FIRST_SCREEN_MARK).length) return;
  performance.mark(FIRST_SCREEN_MARK);
}
