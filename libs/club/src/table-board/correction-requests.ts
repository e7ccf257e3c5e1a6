// A table's requests to correct a board's result, and how the director answers them. A board has
// at most one open request: the latest. A newer request supersedes an older one still open; the
// director's correction answers it (whatever the new result); the director's decline, or his
// correction to the result already recorded, keeps the recorded result and closes it.
import { formatContract, type Vulnerability } from '@club/bridge';
import { event } from '@club/events';
import { refuse } from '../shared/refuse';
import { recordResult, type RecordedResult } from './recorded-result';
import type { DeclineResultCorrection, RequestResultCorrection } from './table-board-commands';
import type { ResultCorrectionDeclined, ResultCorrectionRequested } from './table-board-events';

/** How a request was answered; null while it is open. */
export type CorrectionAnswer = 'declined' | 'corrected' | 'superseded' | null;

export interface CorrectionRequest {
  readonly requestId: string;
  readonly request: ResultCorrectionRequested;
  readonly answer: CorrectionAnswer;
}

/** The nth request on a board (from 1): its id, in the order the board's stream holds the requests. */
export const correctionRequestId = (n: number): string => `q${n}`;

/** The requests after a new one: any still open is superseded by it. */
export function withRequest(
  requests: readonly CorrectionRequest[],
  request: ResultCorrectionRequested,
): readonly CorrectionRequest[] {
  const closed = answerOpen(requests, 'superseded');
  return [...closed, { requestId: correctionRequestId(requests.length + 1), request, answer: null }];
}

/** The requests after the director answered the open one. */
export function answerOpen(
  requests: readonly CorrectionRequest[],
  answer: Exclude<CorrectionAnswer, null>,
): readonly CorrectionRequest[] {
  return requests.some((r) => r.answer === null)
    ? requests.map((r) => (r.answer === null ? { ...r, answer } : r))
    : requests;
}

export const openRequestOf = (requests: readonly CorrectionRequest[]): CorrectionRequest | undefined =>
  requests.find((r) => r.answer === null);

/** The same board entered again: the same result changes nothing; another result asks the director. */
export function requestCorrection(
  command: RequestResultCorrection,
  recordedResult: RecordedResult | null,
  vulnerability: Vulnerability,
): readonly ResultCorrectionRequested[] {
  const recorded =
    recordedResult ??
    refuse('no-result', 'no result is recorded for this board: enter it, there is nothing to correct');
  const requested = recordResult(command, vulnerability);
  // Field by field: a stored contract's keys come back in another order.
  const same =
    formatContract(recorded.contract) === formatContract(requested.contract) &&
    recorded.declarer === requested.declarer &&
    recorded.tricks === requested.tricks;
  if (same) return [];
  return [event('ResultCorrectionRequested', { recorded, requested, lead: command.lead, at: command.at })];
}

/** The director keeps the recorded result: only an open request of this board can be declined. */
export function declineCorrection(
  command: DeclineResultCorrection,
  requests: readonly CorrectionRequest[],
): readonly ResultCorrectionDeclined[] {
  const { requestId } = command;
  const request =
    requests.find((r) => r.requestId === requestId) ??
    refuse('unknown-request', `requestId: '${requestId}' is not a correction request on this board`, { requestId });
  if (request.answer !== null)
    refuse('request-answered', `request '${requestId}' is already answered (${request.answer})`, {
      requestId,
      answer: request.answer,
    });
  return [declined(request, command.director, command.reason, command.at)];
}

export const declined = (
  request: CorrectionRequest,
  director: string | null,
  reason: string | null,
  at: string,
): ResultCorrectionDeclined =>
  event('ResultCorrectionDeclined', { requestId: request.requestId, director, reason, at });
