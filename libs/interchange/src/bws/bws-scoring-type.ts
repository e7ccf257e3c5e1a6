// How a Bridgemate session is scored: the scoring program writes it in each Section row's
// ScoringType (the Bridgemate developer's guide: 1 matchpoints, 2 cross-IMPs, 3 IMPs against a
// datum (Butler), 4 teams, since revision 47). The session is scored by it; a database from before
// the column, or a row leaving it blank, says nothing, and the club's pairs method (matchpoints) applies.
import { ImportError } from '../errors/import-error';
import type { ScoringMethodHint } from '../session/session-results';
import type { BwsTable } from './bws-csv';

const SCORING_TYPES: Readonly<Record<string, { readonly method: ScoringMethodHint; readonly words: string }>> = {
  '1': { method: 'MP', words: 'matchpoints' },
  '2': { method: 'IMP-CROSS', words: 'cross-IMPs' },
  '3': { method: 'IMP-BUTLER', words: 'IMPs against a datum (Butler)' },
  '4': { method: 'TEAMS', words: 'teams' },
};

const KNOWN = Object.entries(SCORING_TYPES)
  .map(([code, { words }]) => `${code} ${words}`)
  .join(', ');

export interface BwsScoring {
  /** As the event's scoring text: `ScoringType 2 (cross-IMPs)`, or why the club's method applies. */
  readonly scoring: string;
  readonly method: ScoringMethodHint;
}

/** The session's scoring from the Section table; an unknown code, or sections scored two ways, is refused by name. */
export function bwsScoring(sections: BwsTable, file: string): BwsScoring {
  const codes = new Map<string, number | string>();
  if (sections.columns.includes('ScoringType'))
    for (const row of sections.rows) {
      const code = (row.values['ScoringType'] ?? '').trim();
      const id = row.values['ID']?.trim() ?? `at line ${row.line}`;
      if (code === '') continue;
      if (SCORING_TYPES[code] === undefined)
        throw new ImportError(
          { file, line: null, field: `Section row ${id}, ScoringType` },
          `'${code}' is not a Bridgemate scoring type (${KNOWN})`,
        );
      codes.set(code, id);
    }
  if (codes.size > 1) {
    const [[a, idA], [b, idB]] = [...codes.entries()] as [[string, string], [string, string]];
    throw new ImportError(
      { file, line: null, field: 'Section, ScoringType' },
      `section ${idA} is scored by ${SCORING_TYPES[a]!.words} (${a}) and section ${idB} by ${SCORING_TYPES[b]!.words} (${b}): one session has one method`,
    );
  }
  const [code] = [...codes.keys()];
  if (code === undefined)
    return { scoring: 'ScoringType not given (matchpoints, the club’s pairs method)', method: 'MP' };
  return { scoring: `ScoringType ${code} (${SCORING_TYPES[code]!.words})`, method: SCORING_TYPES[code]!.method };
}
