// A score sheet for tests across the libraries: C deals; A plays a piros ultimó, both defenders
// kontra the ulti, and A makes it: ulti 8 × 2 + játék 2 = 18 from each defender (A +36).
import { MAUSZ_2017, type SheetRecord } from '@club/ulti';

export const PIROS_ULTIMO_WITH_KONTRAS = {
  format: 'ulti-sheet/1',
  ruleSet: MAUSZ_2017,
  players: ['A', 'B', 'C'],
  dealer: 'C',
  declarer: 'A',
  bid: 'piros-ultimo',
  kontra: { B: ['ultimo'], C: ['ultimo'] },
  outcome: { kind: 'played', won: { ultimo: true, parti: true } },
} satisfies SheetRecord;
