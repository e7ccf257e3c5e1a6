// The words a refusal uses for a field of the site's inputs, beside the shapes they name: a field
// not listed reads as its key's own words (`boardsPerRound` → "boards per round", `memberId` →
// "member", `closedAt` → "closed time"), so only keys whose plain reading would mislead are here.
// A list's item reads as the list's item word and its number: `entrants.0` → "Entrant 1".

/** A field's label, by its key in the shapes. */
export const FIELD_LABELS: Readonly<Record<string, string>> = {
  hearingAt: 'hearing time',
  startsAt: 'start time',
  startsOn: 'first day',
  endsOn: 'last day',
  lodgedAt: 'lodging time',
  heardAt: 'time heard',
  ns: 'N-S',
  ew: 'E-W',
  nsScore: 'N-S score',
  scoreNs: 'N-S score',
  scoreNS: 'N-S score',
  pctNs: 'N-S percentage',
  pctEw: 'E-W percentage',
  impNs: 'N-S IMPs',
  vpHome: 'home VPs',
  vpAway: 'away VPs',
  impsHome: 'home IMPs',
  impsAway: 'away IMPs',
  lawsEdition: 'Laws edition',
  laws: 'laws',
  dealNo: 'deal number',
  dealSeed: 'deal seed',
  rulingType: 'ruling type',
  ruleSet: 'rule set',
  evidenceRefs: 'evidence',
  pair: 'pair number',
  fileName: 'file name',
  federationId: 'federation number',
  text: 'text',
};

/** One item of a list, by the list's key (a list not here drops its plural's s: `members` → "member"). */
export const ITEM_LABELS: Readonly<Record<string, string>> = {
  entrants: 'entrant',
  laws: 'law',
  parts: 'part',
  partIds: 'part',
  rulingIds: 'ruling',
  evidenceRefs: 'evidence item',
  tableBoards: 'table board',
  penaltyUnits: 'penalty unit',
  tieBreaks: 'tie-break',
  roundTimes: 'round time',
  placementPoints: 'placement',
  directorCalls: 'director call',
  entries: 'entry',
  outcomes: 'outcome',
  parties: 'party',
  // An Ulti sheet's silent items: `outcome.silent.0` → "Outcome, silent item 1".
  silent: 'silent item',
};
