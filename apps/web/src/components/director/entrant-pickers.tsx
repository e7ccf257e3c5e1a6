'use client';
// The entrants of a new session, chosen by name: one row per pair (two members), per seat of an
// individual (one member) or per team (4 to 6 members), as many rows as the movement has places
// and more on request. A pair or team may name its number or id (e.g. "1NS", "lions"); otherwise
// the rows follow the movement's pair order. Empty rows are left out.
import { useTranslations } from 'next-intl';
import { MemberPicker } from '../members/member-picker';

export interface EntrantRow {
  /** The pair's number or the team's id the director gives it ('' for the movement's order). */
  readonly label: string;
  readonly players: readonly string[];
}
type Kind = 'mitchell' | 'howell' | 'teams' | 'individual';

const EMPTY: EntrantRow = { label: '', players: [] };
/** Each kind's entrant (its label and add button in the catalogue) and how many members it has at most. */
const WORDS = {
  pairs: { one: 'pair', add: 'addPair', entrants: 'entrantsPairs', size: 2 },
  individual: { one: 'seat', add: 'addSeat', entrants: 'entrantsIndividual', size: 1 },
  teams: { one: 'team', add: 'addTeam', entrants: 'entrantsTeams', size: 6 },
} as const;
const wordsOf = (kind: Kind) =>
  kind === 'teams' ? WORDS.teams : kind === 'individual' ? WORDS.individual : WORDS.pairs;

/** The rows shown: the movement's places, or more when the director added some. */
export const shownRows = (rows: readonly EntrantRow[], places: number): EntrantRow[] =>
  Array.from({ length: Math.max(places, rows.length) }, (_, i) => rows[i] ?? EMPTY);

/** The rows as the session's entrants: the chosen ones, with the number or id given. */
export const entrantsOf = (rows: readonly EntrantRow[]) =>
  rows
    .filter((r) => r.players.length > 0)
    .map((r) => (r.label.trim() ? { pair: r.label.trim(), players: [...r.players] } : { players: [...r.players] }));

export function EntrantPickers({
  kind,
  places,
  rows,
  onChange,
}: {
  kind: Kind;
  /** How many entrants the movement seats (pairs, seats or teams). */
  places: number;
  rows: readonly EntrantRow[];
  onChange: (rows: EntrantRow[]) => void;
}) {
  const t = useTranslations('directorOpenSession');
  const words = wordsOf(kind);
  const shown = shownRows(rows, places);
  const chosen = shown.flatMap((r) => r.players);
  const set = (i: number, row: EntrantRow) => onChange(shown.map((r, j) => (j === i ? row : r)));
  return (
    <fieldset className="entrants">
      <legend>{t(words.entrants)}</legend>
      {shown.map((row, i) => (
        <div className="entrant" key={i}>
          <MemberPicker
            label={t(words.one, { n: i + 1 })}
            value={row.players}
            max={words.size}
            exclude={chosen.filter((m) => !row.players.includes(m))}
            onChange={(players) => set(i, { ...row, players })}
          />
          {kind === 'individual' ? null : (
            <label className="entrant-label">
              {kind === 'teams' ? t('teamId', { n: i + 1 }) : t('pairNumber', { n: i + 1 })}
              <input
                autoCapitalize="none"
                value={row.label}
                onChange={(e) => set(i, { ...row, label: e.target.value })}
              />
            </label>
          )}
        </div>
      ))}
      <button type="button" className="secondary" onClick={() => onChange([...shown, EMPTY])}>
        {t(words.add)}
      </button>
    </fieldset>
  );
}
