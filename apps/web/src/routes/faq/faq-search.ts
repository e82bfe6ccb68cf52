/** Text as the search compares it: lower case, accents and punctuation set aside. */
export function foldSearchText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLocaleLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/**
 * Whether a question matches what was typed: every word typed appears in its question or its
 * answer (in any order, a word may be the start of a longer one). Nothing typed matches all.
 */
export function matchesFaqQuery(query: string, question: string, answer: string): boolean {
  const words = foldSearchText(query).split(' ').filter(Boolean);
  if (words.length === 0) return true;
  const haystack = ` ${foldSearchText(`${question} ${answer}`)}`;
  return words.every((word) => haystack.includes(` ${word}`));
}
