// Which members an imported player may be: the file's federation id equal to a member's, the
// name equal to a member's, then names that differ only in accents, case, punctuation or order
// ("Kovács Anna" for "Anna Kovacs"), then, when none of those is found, names a small typo apart.
// Each suggestion says why. The best kind of match found, when it is one member, is the one chosen;
// several members of that kind are suggested with none chosen (the league administrator decides). Pure.

export interface MemberForMatching {
  readonly memberId: string;
  readonly name: string;
  readonly federationId?: string | null;
}

export interface ImportedPlayerForMatching {
  readonly name: string;
  readonly federationId?: string | null;
}

/** Why a member is suggested, strongest first. */
export const MATCH_REASONS = ['federation-id', 'same-name', 'accents-or-case', 'name-order', 'close-spelling'] as const;
export type MatchReason = (typeof MATCH_REASONS)[number];

export interface MemberSuggestion {
  readonly memberId: string;
  readonly name: string;
  readonly reason: MatchReason;
}

export interface PlayerMatch {
  /** Strongest first; a member at most once. */
  readonly suggestions: readonly MemberSuggestion[];
  /** The member chosen: the only suggestion of the strongest kind found, unless that kind is only a close spelling. */
  readonly chosen: string | null;
}

/** Lower case, without accents, punctuation or repeated spaces. */
export function plainName(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

const inAnyOrder = (plain: string) => plain.split(' ').sort().join(' ');

/** Edits (insert, delete, replace, swap two neighbours) between two short strings. */
export function editDistance(a: string, b: string): number {
  const d = Array.from({ length: a.length + 1 }, (_, i) => [i, ...Array<number>(b.length).fill(0)]);
  for (let j = 1; j <= b.length; j++) d[0]![j] = j;
  for (let i = 1; i <= a.length; i++)
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        best = Math.min(best, d[i - 2]![j - 2]! + 1);
      d[i]![j] = best;
    }
  return d[a.length]![b.length]!;
}

/** A typo or two: one edit in a name of up to 8 letters, two in a longer one. */
const typosAllowed = (plain: string) => (plain.replace(/ /g, '').length <= 8 ? 1 : 2);

function reasonFor(player: ImportedPlayerForMatching, member: MemberForMatching): MatchReason | null {
  if (player.federationId && member.federationId && player.federationId === member.federationId) return 'federation-id';
  if (player.name.trim() === member.name.trim()) return 'same-name';
  const p = plainName(player.name);
  const m = plainName(member.name);
  if (p === '' || m === '') return null;
  if (p === m) return 'accents-or-case';
  if (inAnyOrder(p) === inAnyOrder(m)) return 'name-order';
  const distance = Math.min(editDistance(p, m), editDistance(inAnyOrder(p), inAnyOrder(m)));
  return distance <= typosAllowed(p) ? 'close-spelling' : null;
}

export function suggestMembers(player: ImportedPlayerForMatching, members: readonly MemberForMatching[]): PlayerMatch {
  const rank = (r: MatchReason) => MATCH_REASONS.indexOf(r);
  const suggestions = members
    .flatMap((m) => {
      const reason = reasonFor(player, m);
      return reason ? [{ memberId: m.memberId, name: m.name, reason }] : [];
    })
    .sort((a, b) => rank(a.reason) - rank(b.reason) || a.name.localeCompare(b.name))
    // A close spelling is worth a look only when nothing nearer was found.
    .filter((s, _, all) => s.reason !== 'close-spelling' || all[0]!.reason === 'close-spelling');
  const best = suggestions[0];
  const sameKind = suggestions.filter((s) => s.reason === best?.reason);
  const chosen = best && sameKind.length === 1 && best.reason !== 'close-spelling' ? best.memberId : null;
  return { suggestions, chosen };
}
