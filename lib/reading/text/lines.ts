// Lines of a document's text as the rules read them, and the recognizer's noise taken off them: the specks
// and edges of paper it reads as "~~", "©", "|" or a stray "Ce" at either end of a line. Pure.

/** Non-empty lines, trimmed, with runs of spaces kept (a label and its amount stay apart). */
export function textLines(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.replace(/\t/g, ' ').trim())
    .filter((line) => line !== '');
}

// A token of noise: no letter or digit at all, or one or two letters that are not a word in capitals.
const NOISE = /^(?:[^A-Za-z0-9$]+|[a-z]{1,2}|[A-Z][a-z])$/;
// Next to a word in capitals, also a word in small letters or a lone letter ("wo.", "N"; "MOTEL 6" stays).
const STRAY = /^(?:[a-z]+|[A-Za-z])[^A-Za-z0-9]*$/;
const CAPITALS = /^[A-Z][A-Z'&./-]{2,}$/;

/**
 * The line without noise tokens at its ends ("~~ TARGET |" → "TARGET", "wo. DIA ECONOMY PARKING ©" → "DIA
 * ECONOMY PARKING", "N SHELL" → "SHELL"); the spaces between the words it keeps are kept as they were.
 */
export function trimNoise(line: string): string {
  const parts = line.trim().split(/(\s+)/); // words at even places, the spaces between them at odd ones
  const capitals = parts.some((t) => CAPITALS.test(t));
  const noise = (t: string | undefined) => t !== undefined && (NOISE.test(t) || (capitals && STRAY.test(t)));
  while (parts.length > 1 && noise(parts[0])) parts.splice(0, 2);
  while (parts.length > 1 && noise(parts.at(-1))) parts.splice(-2, 2);
  if (parts.length === 1 && noise(parts[0])) return '';
  return parts.join('');
}

/** Capital letters and digits only ("Sub-Total:" → "SUBTOTAL"): labels the recognizer ran together still match. */
export const compact = (text: string) => text.toUpperCase().replace(/[^A-Z0-9&]/g, '');

/** Whether `word` (capitals) is in `text` (compacted), with at most one letter misread when it is 5 or longer. */
export function hasWord(text: string, word: string): boolean {
  if (text.includes(word)) return true;
  if (word.length < 5) return false;
  for (let i = 0; i + word.length <= text.length; i++) {
    let misses = 0;
    for (let j = 0; j < word.length && misses <= 1; j++) if (text[i + j] !== word[j]) misses++;
    if (misses <= 1) return true;
  }
  return false;
}
