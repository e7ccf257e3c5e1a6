// The score-keeper's entry as the sheet it stands for (ulti-sheet/1), or null while it lacks what
// its outcome needs: a played or conceded deal its declarer and bid (a concession also when it
// came), a renonsz its case and offender (the bid standing, when there was one). The rules
// themselves are the engine's: the preview settles the sheet and names what it refuses.
import type { z } from 'zod';
import type { previewUltiDealInputSchema, UltiScoreSheet } from '@club/application/shapes';
import type { EndingChoice } from './deal-ending';
import { silentItemsOf, type SilentChoice } from './silent-items';

export type DoublingLevel = '' | 'kontra' | 'rekontra';

export interface SheetEntry {
  readonly declarer: string;
  readonly bidId: string;
  readonly trump: string;
  /** Per `defender/component`: no kontra, kontra, or kontra and rekontra. */
  readonly levels: Readonly<Record<string, DoublingLevel>>;
  /** Per component: lost (true) or won. */
  readonly lost: Readonly<Record<string, boolean>>;
  readonly silent: SilentChoice;
  readonly ending: EndingChoice;
}

/** The sheet as the preview and Confirm take it. */
export type SheetInput = Extract<z.input<typeof previewUltiDealInputSchema>['record'], { format: 'ulti-sheet/1' }>;
type Outcome = SheetInput['outcome'];

type Sheet = Pick<UltiScoreSheet, 'ruleSet' | 'seating' | 'dealer' | 'bids'>;

/** The players in the deal: at a table of four the dealer sits out. */
export const playersInDeal = (sheet: Pick<UltiScoreSheet, 'seating' | 'dealer'>): string[] =>
  sheet.seating.length === 4 ? sheet.seating.filter((p) => p !== sheet.dealer) : [...sheet.seating];

export function sheetRecordOf(sheet: Sheet, entry: SheetEntry): SheetInput | null {
  const { declarer, ending } = entry;
  const bid = sheet.bids.find((b) => b.id === entry.bidId);
  const played = bid && declarer ? bid : undefined;
  const ready =
    ending.kind === 'renonsz'
      ? ending.case !== '' && ending.offender !== ''
      : played !== undefined && (ending.kind === 'played' || ending.when !== '');
  if (!ready) return null;
  const defenders = playersInDeal(sheet).filter((p) => p !== declarer);
  const doublings = (level: DoublingLevel) =>
    Object.fromEntries(
      defenders
        .map(
          (d) =>
            [
              d,
              (played?.components ?? []).filter((c) =>
                level === 'kontra' ? entry.levels[`${d}/${c}`] : entry.levels[`${d}/${c}`] === 'rekontra',
              ),
            ] as const,
        )
        .filter(([, cs]) => cs.length > 0),
    );
  const kontra = doublings('kontra');
  const rekontra = doublings('rekontra');
  const silent = silentItemsOf(entry.silent);
  return {
    format: 'ulti-sheet/1',
    ruleSet: sheet.ruleSet,
    players: sheet.seating,
    dealer: sheet.dealer,
    ...(declarer ? { declarer } : {}),
    ...(bid ? { bid: bid.id } : {}),
    ...(bid && !bid.red && entry.trump ? { trump: entry.trump as SheetInput['trump'] } : {}),
    ...(Object.keys(kontra).length ? { kontra } : {}),
    ...(Object.keys(rekontra).length ? { rekontra } : {}),
    outcome:
      ending.kind === 'renonsz'
        ? {
            kind: 'renonsz',
            case: ending.case as Extract<Outcome, { kind: 'renonsz' }>['case'],
            offender: ending.offender,
            ...(ending.caller ? { caller: ending.caller } : {}),
          }
        : ending.kind === 'conceded'
          ? { kind: 'conceded', when: ending.when as Extract<Outcome, { kind: 'conceded' }>['when'] }
          : {
              kind: 'played',
              won: Object.fromEntries(played!.components.map((c) => [c, !entry.lost[c]])),
              ...(silent.length ? { silent } : {}),
              ...(ending.claimed ? { claimed: true } : {}),
            },
  };
}
