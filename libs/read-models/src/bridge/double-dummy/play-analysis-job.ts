// Job kind `play-analysis`: a board played card by card at a table has ended (thirteen tricks, or a
// claim agreed) → the tricks declarer could still take with perfect play before the lead and after
// each card, from the worker's solver. A card after which the count moves against its side cost a
// trick (costsTrick). A play the solver cannot follow (an irregular card it finds impossible) is
// stored as not analysed, with the solver's reason.
import type { DerivedJobKind } from '../../framework/derived-job';
import type { BridgeSessionDocument } from '../session-document';
import { BRIDGE_SESSION_PROJECTION } from '../session-projection';
import { tableBoardRefOf } from '../table-board-ref';
import { DOUBLE_DUMMY_SERVICE, type DoubleDummySolver } from './double-dummy-solver';
import { TABLE_PLAY_PROJECTION, type TablePlayDocument } from './table-play-projection';

export const PLAY_ANALYSIS_JOB = 'play-analysis';
/** Derived documents: a table-board's play analysis, keyed by its stream id. */
export const BRIDGE_PLAY_ANALYSIS = 'bridge-play-analysis';

export type PlayAnalysisDocument =
  | { readonly analysed: true; readonly tricks: readonly number[] }
  | { readonly analysed: false; readonly reason: string };

export const playAnalysisJob: DerivedJobKind = {
  kind: PLAY_ANALYSIS_JOB,
  needs: DOUBLE_DUMMY_SERVICE,
  types: ['PlayEnded', 'TricksAgreed'],
  triggerOf: (event) => (tableBoardRefOf(event.streamId) ? { subject: event.streamId } : undefined),
  compute(job, documents, services) {
    const ref = tableBoardRefOf(job.subject);
    const play = documents.document<TablePlayDocument>(TABLE_PLAY_PROJECTION, job.subject);
    const session = ref && documents.document<BridgeSessionDocument>(BRIDGE_SESSION_PROJECTION, ref.sessionId);
    const deal = session?.boards.find((b) => b.board === ref!.board)?.deal;
    // Entered as a result only, or no hand record: nothing to analyse.
    if (!play?.contract || play.cards.length === 0 || !deal) return [];
    const solver = services[DOUBLE_DUMMY_SERVICE] as DoubleDummySolver;
    let doc: PlayAnalysisDocument;
    try {
      doc = {
        analysed: true,
        tricks: solver.tricksAfterEachCard({ deal, ...play.contract, cards: play.cards }),
      };
    } catch (error) {
      doc = { analysed: false, reason: (error as Error).message };
    }
    return [{ kind: BRIDGE_PLAY_ANALYSIS, key: job.subject, doc }];
  },
};

/** Whether the card at `index` (0: the opening lead) cost its side a trick, from declarer's counts. */
export function costsTrick(tricks: readonly number[], index: number, byDeclarerSide: boolean): boolean {
  const before = tricks[index];
  const after = tricks[index + 1];
  if (before === undefined || after === undefined) return false;
  return byDeclarerSide ? after < before : after > before;
}
