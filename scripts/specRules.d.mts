export interface Rule {
  id: string;
  /** Marked `*(untested)*` in the SPEC, with why. */
  untested: boolean;
}
/** The rules of a SPEC.md: `- **ID1** text`, the text running on over indented lines, where `*(untested)*` marks one. */
export function specRules(specPath: string): Rule[];
/** The files under dir (node_modules left out) whose name matches (default: `*.test.ts`). */
export function testFiles(dir: string, name?: RegExp): string[];
/** The titles of it(…) and test(…) calls, read from the syntax tree. */
export function testTitles(file: string): string[];
/** The rule ids a title starts with: `RT2 RT3 queues …` names RT2 and RT3. */
export function idsOf(title: string): string[];
/** Every rule id the titles of these files name, each with the `file: title` places that name it. */
export function namedIds(files: readonly string[], relativeTo: (file: string) => string): Map<string, string[]>;
