// Job kind `play-analysis`: a board played card by card at a table has ended (thirteen tricks, or a
// claim agreed) → the tricks declarer could still take with perfect play before the lead and after
// each card, from the worker's solver, and the cards that cost their side a trick. A play the solver cannot follow (an irregular card it finds impossible) is
// stored as not analysed, with the solver's reason.
import { parsePbnDeal, type Deal } from '@club/bridge';
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
  | {
      readonly analysed: true;
      /** Declarer's tricks before the lead, then after each card. */
      readonly tricks: readonly number[];
      /** The cards (by their index in the play) that cost their side a trick. */
      readonly costly: readonly number[];
    }
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
      const { strain, declarer } = play.contract;
      const analysis = solver.tricksAfterEachCard(dealOf(deal), strain, declarer, play.cards);
      doc = {
        analysed: true,
        tricks: [analysis.before, ...analysis.cards.map((c) => c.tricksForDeclarer)],
        costly: analysis.cards.flatMap((c, index) => (c.costsTrick ? [index] : [])),
      };
    } catch (error) {
      doc = { analysed: false, reason: (error as Error).message };
    }
    return [{ kind: BRIDGE_PLAY_ANALYSIS, key: job.subject, doc }];
  },
};

/** The hand record as the solver takes it (a complete deal: the job runs only where there is one). */
const dealOf = (pbn: string): Deal => parsePbnDeal(pbn) as Deal;
