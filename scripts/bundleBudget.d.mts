export const BUDGETS: Record<string, number>;
/** The gzip size of a built file: its `.gz` copy when the build wrote one, else gzip -9. */
export function gzipBytes(path: string): number;
/** Sums the gzip sizes of the files a screen loaded (paths under one dist folder). */
export function screenWeight(distDir: string, files: readonly string[]): { total: number; rows: Array<{ file: string; gz: number }> };
/** The screens over their budget, each as a sentence; empty when every measured screen fits. */
export function overBudget(measured: Record<string, number>, budgets?: Record<string, number>): string[];
