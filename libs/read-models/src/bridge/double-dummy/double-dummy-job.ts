// Job kind `double-dummy`: a board's deal becomes known (a session scheduled with hand records, an
// imported file) → its double-dummy table, computed by the worker's solver. The subject is the
// deal's code and the version fixed, so a deal already analysed (the same boards in another
// session, a repeated trigger) is never solved again.
import { dealCode, dealOfCode, isCompleteDeal, parsePbnDeal, type Deal, type DoubleDummyTable } from '@club/bridge';
import { sessionIdOfStream } from '@club/club';
import type { DerivedJobKind, JobTrigger } from '../../framework/derived-job';
import type { DocumentReader } from '../../framework/document-projection';
import type { BridgeSessionDocument } from '../session-document';
import { BRIDGE_SESSION_PROJECTION } from '../session-projection';
import { DOUBLE_DUMMY_SERVICE, type DoubleDummySolver } from './double-dummy-solver';

export const DOUBLE_DUMMY_JOB = 'double-dummy';
/** Derived documents: a deal's table, keyed by the deal's code. */
export const BRIDGE_DOUBLE_DUMMY = 'bridge-double-dummy';

export interface DoubleDummyDocument {
  readonly table: DoubleDummyTable;
}

/** The code of a board's deal when it is complete (undefined: no hand record, or a partial one). */
export function completeDealCode(pbn: string | null): string | undefined {
  if (!pbn) return undefined;
  try {
    const deal = parsePbnDeal(pbn, { complete: false });
    return isCompleteDeal(deal) ? dealCode(deal as Deal) : undefined;
  } catch {
    return undefined; // a hand record the session could not read has no analysis
  }
}

function triggersOfSession(documents: DocumentReader, sessionId: string): JobTrigger[] {
  const session = documents.document<BridgeSessionDocument>(BRIDGE_SESSION_PROJECTION, sessionId);
  const codes = new Set(session?.boards.map((b) => completeDealCode(b.deal)).filter((c) => c !== undefined));
  return [...codes].map((subject) => ({ subject, version: 1 }));
}

export const doubleDummyJob: DerivedJobKind = {
  kind: DOUBLE_DUMMY_JOB,
  needs: DOUBLE_DUMMY_SERVICE,
  types: ['SessionScheduled'],
  triggerOf(event, documents) {
    const sessionId = sessionIdOfStream(event.streamId);
    return sessionId === undefined ? undefined : triggersOfSession(documents, sessionId);
  },
  compute(job, _documents, services) {
    const solver = services[DOUBLE_DUMMY_SERVICE] as DoubleDummySolver;
    const doc: DoubleDummyDocument = { table: solver.ddTable(dealOfCode(job.subject)) };
    return [{ kind: BRIDGE_DOUBLE_DUMMY, key: job.subject, doc }];
  },
};
