/** Writes `.br` and `.gz` beside every text file of a build folder; returns how many files it compressed. */
export function precompressDir(dir: string): number;
