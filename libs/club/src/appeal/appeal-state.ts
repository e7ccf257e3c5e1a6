// An appeal stream folded: the lodged appeal, the Law 92D concurrence, the parts as routed (93A/B)
// with their decisions, the hearings per body, and where the appeal stands.
import type {
  AppealBody,
  AppealDecided,
  AppealEvent,
  AppealLodged,
  AppealOutcome,
  AppealRouted,
  RoutedPart,
} from './appeal-events';

export type AppealStatus =
  | 'none'
  | 'lodged'
  | 'rejected'
  | 'routed'
  | 'hearing-scheduled'
  | 'heard'
  | 'decided'
  | 'referred'
  | 'further-appeal'
  | 'final'
  | 'withdrawn';

export type Concurrence = 'not-needed' | 'pending' | 'given' | 'deemed' | 'declined';

export interface AppealPartState extends RoutedPart {
  readonly decision: { readonly body: AppealBody; readonly outcome: AppealOutcome; readonly at: string } | null;
  /** A chief director's decision taken to the committee (93B1) is kept here. */
  readonly earlierDecisions: readonly {
    readonly body: AppealBody;
    readonly outcome: AppealOutcome;
    readonly at: string;
  }[];
}

export interface HearingState {
  readonly body: AppealBody;
  readonly hearingAt: string;
  readonly panel: readonly string[];
  readonly heardAt: string | null;
}

export interface AppealState {
  readonly status: AppealStatus;
  readonly lodged: AppealLodged | null;
  readonly concurrence: Concurrence;
  readonly routing: Omit<AppealRouted, 'type' | 'schemaVersion' | 'parts'> | null;
  readonly parts: readonly AppealPartState[];
  /** The current hearing of each body (a part taken to the committee after its hearing needs a new one). */
  readonly hearings: readonly HearingState[];
  readonly decisions: readonly AppealDecided[];
  readonly referredTo: string | null;
  readonly furtherAppealTo: string | null;
  /** The final outcome: the last decision's, or the regulating authority's. */
  readonly finalOutcome: AppealOutcome | null;
  readonly closedAt: string | null;
}

export const initialAppealState: AppealState = {
  status: 'none',
  lodged: null,
  concurrence: 'not-needed',
  routing: null,
  parts: [],
  hearings: [],
  decisions: [],
  referredTo: null,
  furtherAppealTo: null,
  finalOutcome: null,
  closedAt: null,
};

/** Statuses in which the appeal is still being dealt with by the director or the committee. */
export const IN_PROGRESS: ReadonlySet<AppealStatus> = new Set(['routed', 'hearing-scheduled', 'heard', 'decided']);

/** Where a routed appeal stands: decided when every part is, else the furthest step among the bodies still to decide. */
function progress(parts: readonly AppealPartState[], hearings: readonly HearingState[]): AppealStatus {
  const open = new Set(parts.filter((p) => p.decision === null).map((p) => p.to));
  if (open.size === 0) return 'decided';
  const steps = hearings.filter((h) => open.has(h.body)).map((h) => (h.heardAt ? 'heard' : 'hearing-scheduled'));
  return steps.includes('heard') ? 'heard' : steps.includes('hearing-scheduled') ? 'hearing-scheduled' : 'routed';
}

export function evolveAppeal(state: AppealState, event: AppealEvent): AppealState {
  switch (event.type) {
    case 'AppealLodged':
      return {
        ...state,
        status: 'lodged',
        lodged: event,
        concurrence: event.concurrenceFrom === null ? 'not-needed' : 'pending',
      };
    case 'AppealConcurrenceRecorded':
      return { ...state, concurrence: !event.concurs ? 'declined' : event.deemed ? 'deemed' : 'given' };
    case 'AppealRejected':
      return { ...state, status: 'rejected', closedAt: event.at };
    case 'AppealRouted': {
      const { type: _t, schemaVersion: _v, parts, ...routing } = event;
      const routed = parts.map((p) => ({ ...p, decision: null, earlierDecisions: [] }));
      return { ...state, status: 'routed', routing, parts: routed };
    }
    case 'AppealTakenToCommittee': {
      const parts = state.parts.map((p) =>
        event.partIds.includes(p.partId)
          ? {
              ...p,
              to: 'appeals-committee' as const,
              decision: null,
              earlierDecisions: p.decision ? [...p.earlierDecisions, p.decision] : p.earlierDecisions,
            }
          : p,
      );
      const hearings = state.hearings.filter((h) => h.body !== 'appeals-committee' || !h.heardAt);
      return { ...state, parts, hearings, status: progress(parts, hearings) };
    }
    case 'AppealHearingScheduled': {
      const hearing: HearingState = { body: event.body, hearingAt: event.hearingAt, panel: event.panel, heardAt: null };
      const hearings = [...state.hearings.filter((h) => h.body !== event.body), hearing];
      return { ...state, hearings, status: progress(state.parts, hearings) };
    }
    case 'AppealHeard': {
      const hearings = state.hearings.map((h) => (h.body === event.body ? { ...h, heardAt: event.at } : h));
      return { ...state, hearings, status: progress(state.parts, hearings) };
    }
    case 'AppealDecided': {
      const decision = { body: event.body, outcome: event.outcome, at: event.at };
      const parts = state.parts.map((p) => (event.partIds.includes(p.partId) ? { ...p, decision } : p));
      return { ...state, parts, decisions: [...state.decisions, event], status: progress(parts, state.hearings) };
    }
    case 'AppealWithdrawn':
      return { ...state, status: 'withdrawn', closedAt: event.at };
    case 'AppealReferred':
      return { ...state, status: 'referred', referredTo: event.authority };
    case 'FurtherAppealLodged':
      return { ...state, status: 'further-appeal', furtherAppealTo: event.authority };
    case 'RegulatingAuthorityDecided':
      return { ...state, status: 'final', finalOutcome: event.outcome, closedAt: event.at };
    case 'AppealFinalized':
      return { ...state, status: 'final', finalOutcome: overallOutcome(state.parts), closedAt: event.at };
  }
}

/** The appeal's outcome over its parts: overturned if any part is, else varied if any is, else upheld. */
export function overallOutcome(parts: readonly AppealPartState[]): AppealOutcome | null {
  const outcomes = parts.map((p) => p.decision?.outcome);
  if (outcomes.length === 0 || outcomes.includes(undefined)) return null;
  return outcomes.includes('overturned') ? 'overturned' : outcomes.includes('varied') ? 'varied' : 'upheld';
}
