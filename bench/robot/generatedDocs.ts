import { kbDocSchema, type KbDocument } from '@parley/protocol';

/** A deterministic generator, so every run measures the same 10,000 documents. */
function rng(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

/** 10,000 documents made of the knowledge base's own words and characters, so queries meet realistic posting lists. */
export function generatedDocs(kb: KbDocument[], n: number): KbDocument[] {
  const rand = rng(42);
  const pick = <T>(xs: T[]): T => xs[Math.floor(rand() * xs.length)]!;
  const text = kb.map((d) => [d.question, ...d.similarQuestions, d.answer].join(' ')).join(' ');
  const words = [...new Set(text.match(/[a-z]{3,}/gi) ?? [])];
  const chars = [...new Set(text.match(/\p{Script=Han}/gu) ?? [])];
  const en = (k: number) => Array.from({ length: k }, () => pick(words)).join(' ');
  const zh = (k: number) => Array.from({ length: k }, () => pick(chars)).join('');
  return Array.from({ length: n }, (_, i) => {
    const z = i % 2 === 0;
    const q = () => (z ? zh(6 + Math.floor(rand() * 8)) : en(4 + Math.floor(rand() * 6)));
    return kbDocSchema.parse({
      docId: `gen-${i}`,
      lang: z ? 'zh' : 'en',
      category: z ? zh(2) : en(1),
      question: q(),
      similarQuestions: [q(), q()],
      answer: z ? zh(60) : en(40),
    });
  });
}
