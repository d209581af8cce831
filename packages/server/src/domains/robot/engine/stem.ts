/**
 * A light English stemmer: plural, -ed, -ing, -ly and final -e, with doubled consonants undone,
 * so ship/ships/shipped/shipping and change/changed/changing meet. Full Porter stemming buys little
 * on short support questions and conflates more unrelated words.
 */
const VOWEL = /[aeiou]/;

function undouble(w: string): string {
  const n = w.length;
  if (n > 3 && w[n - 1] === w[n - 2] && !'lsz'.includes(w[n - 1]!)) return w.slice(0, -1);
  return w;
}

export function stem(word: string): string {
  let w = word.replace(/'s?$/, '').replace(/'/g, '');
  if (w.length <= 3 || !/^[a-z]+$/.test(w)) return w;
  if (w.endsWith('ies') && w.length > 4) w = `${w.slice(0, -3)}y`;
  else if (w.endsWith('sses')) w = w.slice(0, -2);
  else if (w.endsWith('s') && !/(ss|us|is)$/.test(w)) w = w.slice(0, -1);
  if (w.endsWith('ing') && w.length > 5 && VOWEL.test(w.slice(0, -3))) w = undouble(w.slice(0, -3));
  else if (w.endsWith('ed') && w.length > 4 && VOWEL.test(w.slice(0, -2))) w = undouble(w.slice(0, -2));
  else if (w.endsWith('ly') && w.length > 5) w = w.slice(0, -2);
  if (w.endsWith('e') && w.length > 4) w = w.slice(0, -1);
  if (/[^aeiou]y$/.test(w) && w.length > 3) w = `${w.slice(0, -1)}i`;
  return w;
}
