// Which members a picker offers for what was typed: each typed word begins a word of the name,
// accents and case ignored, so "bela kov" finds Béla Kovács and "anna" does not find Hanna.
import type { MemberDirectory } from '@club/application/shapes';

/** Lower case without accents, so that "bela" finds "Béla". */
const folded = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

const wordsOf = (text: string) =>
  folded(text)
    .split(/[\s-]+/)
    .filter(Boolean);

/** The members each typed word begins a word of the name of ("ann kov": Anna Kovács, not Hanna), in name order. */
export function matchingMembers(directory: MemberDirectory, typed: string, leaveOut: ReadonlySet<string>) {
  const typedWords = wordsOf(typed);
  return directory.filter((m) => {
    if (leaveOut.has(m.memberId)) return false;
    const words = wordsOf(m.name);
    return typedWords.every((t) => words.some((w) => w.startsWith(t)));
  });
}
