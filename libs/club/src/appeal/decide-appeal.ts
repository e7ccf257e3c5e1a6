// The appeal decider (Laws 92–93, spec §8.9): lodging in time through the director, the 92D
// concurrence, routing (93A/B), hearings, decisions within the committee's powers (93B3),
// withdrawal, referral and further appeal to the regulating authority (93C), finality.
import { refuse } from '../shared/refuse';
import type { ParsedAppealCommand } from './appeal-commands';
import { absentMemberDeemedToConcurByDefault, concurrenceNeededFrom } from './appeal-concurrence';
import { assertAppealInTime } from './appeal-deadline';
import type { AppealBody, AppealEvent, RoutedPart } from './appeal-events';
import { appealLawsOf } from './appeal-laws';
import { BODY_NAME, bodyFor } from './appeal-routing';
import { IN_PROGRESS, type AppealState } from './appeal-state';
import { event } from '@club/events';

type Parsed<T extends ParsedAppealCommand['type']> = Extract<ParsedAppealCommand, { type: T }>;

/**
 * Judges a typed command, defaults filled in: the edge's schema (or parseAppealCommand, for input
 * from outside) parsed it once; the decider checks the Laws, not the shape.
 */
export function decideAppeal(command: ParsedAppealCommand, state: AppealState): readonly AppealEvent[] {
  if (command.type === 'LodgeAppeal') return lodge(command, state);
  if (state.status === 'none') refuse('no-appeal', 'no appeal is lodged on this stream (LodgeAppeal first)');
  if (state.status === 'withdrawn' || state.status === 'rejected' || state.status === 'final')
    refuse('appeal-closed', `the appeal is ${state.status}: ${command.type} is not possible`);
  switch (command.type) {
    case 'RecordConcurrence':
      return concurrence(command, state);
    case 'RejectAppeal':
      // Law 92: the director declines to take an appeal lodged late or against no ruling, before routing it.
      if (state.status !== 'lodged')
        refuse('already-routed', `the appeal is ${state.status}: only an appeal not yet routed is rejected`);
      return [event('AppealRejected', { reason: command.reason, by: command.by, text: command.text, at: command.at })];
    case 'RouteAppeal':
      return route(command, state);
    case 'TakeToCommittee':
      return takeToCommittee(command, state);
    case 'ScheduleHearing': {
      inProgress(state, command.type);
      openPartsOf(state, command.body);
      if (state.hearings.some((h) => h.body === command.body && h.heardAt !== null))
        refuse('already-heard', `${BODY_NAME[command.body]} has already heard the appeal`);
      return [
        event('AppealHearingScheduled', {
          body: command.body,
          hearingAt: command.hearingAt,
          panel: command.panel,
          at: command.at,
        }),
      ];
    }
    case 'RecordHearing': {
      inProgress(state, command.type);
      const hearing =
        state.hearings.find((h) => h.body === command.body) ??
        refuse('no-hearing', `no hearing of ${BODY_NAME[command.body]} is scheduled (ScheduleHearing first)`);
      if (hearing.heardAt !== null) refuse('already-heard', `${BODY_NAME[command.body]} has already heard the appeal`);
      return [
        event('AppealHeard', {
          body: command.body,
          attendees: command.attendees,
          evidenceRefs: command.evidenceRefs,
          notes: command.notes,
          at: command.at,
        }),
      ];
    }
    case 'DecideAppeal':
      return decide(command, state);
    case 'WithdrawAppeal':
      if (state.status === 'referred' || state.status === 'further-appeal')
        refuse(
          'with-authority',
          `the appeal is before the regulating authority (${state.referredTo ?? state.furtherAppealTo}): it decides`,
        );
      return [event('AppealWithdrawn', { by: command.by, reason: command.reason, at: command.at })];
    case 'ReferAppeal': {
      inProgress(state, command.type);
      const { referral, furtherAppeal, authority } = appealLawsOf(state.lodged!.edition);
      // The 1997 Laws know no referral: their 93C is a further appeal once the club's remedies are exhausted.
      if (referral === null)
        refuse(
          'no-referral',
          `the ${state.lodged!.edition} Laws provide no referral to an authority: once the appeal is decided, the appellant may appeal further to the ${authority} (Law ${furtherAppeal.law})`,
        );
      if (command.by === 'appeals-committee' && !state.parts.some((p) => p.to === 'appeals-committee'))
        refuse(
          'not-before-committee',
          `by: no part of the appeal is before the appeals committee, so it cannot refer it (Law ${referral.law})`,
        );
      return [event('AppealReferred', { by: command.by, authority: command.authority, at: command.at })];
    }
    case 'LodgeFurtherAppeal':
      if (state.status !== 'decided')
        refuse(
          'not-decided',
          `a further appeal (Law ${appealLawsOf(state.lodged!.edition).furtherAppeal.law}) follows a decision; the appeal is ${state.status}`,
        );
      return [
        event('FurtherAppealLodged', { authority: command.authority, deadline: command.deadline, at: command.at }),
      ];
    case 'RecordAuthorityDecision':
      if (state.status !== 'referred' && state.status !== 'further-appeal')
        refuse(
          'not-with-authority',
          `the appeal is ${state.status}, not referred to the regulating authority or appealed further (Law 93C)`,
        );
      return [
        event('RegulatingAuthorityDecided', {
          authority: command.authority,
          outcome: command.outcome,
          newAdjustedScore: command.newAdjustedScore,
          text: command.text,
          at: command.at,
        }),
      ];
    case 'FinalizeAppeal':
      if (state.status !== 'decided')
        refuse('not-decided', `the appeal is ${state.status}: only a decided appeal becomes final`);
      if (command.basis === 'committee-final-93C3a' && appealLawsOf(state.lodged!.edition).committeeFinal === null)
        refuse(
          'no-committee-final',
          `basis: the ${state.lodged!.edition} Laws have no Law 93C3a; the decision becomes final when nobody appeals further`,
        );
      if (
        command.basis === 'committee-final-93C3a' &&
        !state.parts.some((p) => p.decision?.body === 'appeals-committee')
      )
        refuse(
          'no-committee-decision',
          'basis: Law 93C3a makes the committee final, but the committee decided no part of this appeal',
        );
      return [event('AppealFinalized', { basis: command.basis, at: command.at })];
  }
}

function lodge(c: Parsed<'LodgeAppeal'>, state: AppealState): readonly AppealEvent[] {
  if (state.lodged) refuse('appeal-exists', `appeal '${state.lodged.appealId}' is already lodged on this stream`);
  const rulings = c.rulingIds.map(
    (id) =>
      c.boardRulings.find((r) => r.rulingId === id) ??
      refuse(
        'not-a-ruling-at-table',
        `rulingIds: '${id}' is not a ruling the director gave on this board (Law 92A); rulings given: ${c.boardRulings.map((r) => r.rulingId).join(', ') || 'none'}`,
      ),
  );
  if (new Set(c.rulingIds).size !== c.rulingIds.length)
    refuse('duplicate-ruling', `rulingIds: a ruling is named twice (${c.rulingIds.join(', ')})`);
  if (c.appellant.contestant !== c.board.ns && c.appellant.contestant !== c.board.ew)
    refuse(
      'not-at-table',
      `appellant.contestant: '${c.appellant.contestant}' did not play this board at this table (${c.board.ns} v ${c.board.ew}); Law 92A gives the right to appeal rulings at one's own table`,
    );
  const concurrenceFrom = concurrenceNeededFrom(c);
  assertAppealInTime(c.now, c.publication);
  return [
    event('AppealLodged', {
      appealId: c.appealId,
      sessionId: c.sessionId,
      tableBoardStream: c.tableBoardStream,
      rulingIds: c.rulingIds,
      rulings: rulings.map((r) => ({ rulingId: r.rulingId, rulingType: r.rulingType, laws: r.laws })),
      appellant: c.appellant,
      viaDirectorId: c.viaDirectorId,
      grounds: c.grounds,
      lodgedAt: c.now,
      form: c.form,
      edition: c.edition,
      concurrenceFrom,
      absentMemberDeemedToConcur: c.absentMemberDeemedToConcur ?? absentMemberDeemedToConcurByDefault(c.edition),
      appealDeadline: c.publication?.appealDeadline ?? null,
      publicationVersion: c.publication?.version ?? null,
      ...(c.deposit === null ? {} : { deposit: c.deposit }),
    }),
  ];
}

function concurrence(c: Parsed<'RecordConcurrence'>, state: AppealState): readonly AppealEvent[] {
  const lodged = state.lodged!;
  if (state.concurrence !== 'pending')
    refuse('concurrence-not-pending', `no concurrence is awaited (${state.concurrence})`);
  if (c.memberId !== lodged.concurrenceFrom)
    refuse(
      'not-the-partner',
      `memberId: '${c.memberId}' is not the member whose agreement Law 92D needs ('${lodged.concurrenceFrom}')`,
    );
  if (c.concurrence === 'declines') {
    return [
      event('AppealConcurrenceRecorded', { memberId: c.memberId, concurs: false, deemed: false, at: c.at }),
      event('AppealRejected', { reason: 'no-concurrence', at: c.at }),
    ];
  }
  const deemed = c.concurrence === 'absent';
  if (deemed && !lodged.absentMemberDeemedToConcur)
    refuse(
      'absent-not-deemed',
      `Law 92D (${lodged.edition}): an absent member is not deemed to concur; record '${c.memberId}''s agreement when he can be asked`,
    );
  return [event('AppealConcurrenceRecorded', { memberId: c.memberId, concurs: true, deemed, at: c.at })];
}

function route(c: Parsed<'RouteAppeal'>, state: AppealState): readonly AppealEvent[] {
  if (state.status !== 'lodged') refuse('already-routed', `the appeal is ${state.status}: it is routed once`);
  if (state.concurrence === 'pending')
    refuse(
      'concurrence-missing',
      `the appeal cannot go ahead before '${state.lodged!.concurrenceFrom}' agrees to it (Law 92D)`,
    );
  const appealed = state.lodged!.rulings.map((r) => r.rulingId);
  const seen = new Set<string>();
  const parts: RoutedPart[] = c.parts.map((p, i) => {
    if (seen.has(p.partId)) refuse('duplicate-part', `parts.${i}.partId: '${p.partId}' is named twice`);
    seen.add(p.partId);
    const rulingIds = p.rulingIds ?? appealed;
    const stranger = rulingIds.find((r) => !appealed.includes(r));
    if (stranger !== undefined)
      refuse(
        'not-appealed',
        `parts.${i}.rulingIds: '${stranger}' is not a ruling of this appeal (${appealed.join(', ')})`,
      );
    return {
      partId: p.partId,
      kind: p.kind,
      question: p.question,
      rulingIds,
      to: bodyFor(p.kind, c.committeeAvailable),
    };
  });
  return [
    event('AppealRouted', {
      chiefDirectorId: c.chiefDirectorId,
      committeeAvailable: c.committeeAvailable,
      parts,
      law: c.committeeAvailable ? '93B' : '93A',
      at: c.at,
    }),
  ];
}

function takeToCommittee(c: Parsed<'TakeToCommittee'>, state: AppealState): readonly AppealEvent[] {
  inProgress(state, c.type);
  if (!state.routing?.committeeAvailable)
    refuse('no-committee', 'there is no appeals committee: the chief director rules on all appeals (Law 93A)');
  for (const id of c.partIds) {
    const part =
      state.parts.find((p) => p.partId === id) ??
      refuse('unknown-part', `partIds: '${id}' is not a part of this appeal`);
    if (part.to !== 'chief-director' || part.decision === null)
      refuse(
        'not-decided-by-chief-director',
        `partIds: part '${id}' has no ruling of the chief director to appeal (Law 93B1)`,
      );
  }
  return [event('AppealTakenToCommittee', { partIds: c.partIds, at: c.at })];
}

function decide(c: Parsed<'DecideAppeal'>, state: AppealState): readonly AppealEvent[] {
  inProgress(state, c.type);
  const hearing = state.hearings.find((h) => h.body === c.body);
  if (!hearing?.heardAt) refuse('not-heard', `${BODY_NAME[c.body]} has not heard the appeal yet (RecordHearing first)`);
  const open = openPartsOf(state, c.body);
  const partIds = c.partIds ?? open.map((p) => p.partId);
  const parts = partIds.map((id) => {
    const part =
      state.parts.find((p) => p.partId === id) ??
      refuse('unknown-part', `partIds: '${id}' is not a part of this appeal`);
    if (part.to !== c.body)
      refuse(
        'not-routed-here',
        `partIds: part '${id}' is before ${BODY_NAME[part.to]}, not ${BODY_NAME[c.body]} (Law 93${state.routing!.law === '93A' ? 'A' : 'B'})`,
      );
    if (part.decision !== null)
      refuse('part-decided', `partIds: part '${id}' is already decided (${part.decision.outcome})`);
    return part;
  });
  if (c.outcome === 'upheld' && c.newAdjustedScore !== null)
    refuse(
      'upheld-with-score',
      'newAdjustedScore: an upheld ruling keeps its score; vary or overturn it to give a new one',
    );
  if (c.outcome !== 'upheld' && c.meritless)
    refuse(
      'meritless-but-changed',
      `meritless: an appeal that ${c.outcome === 'varied' ? 'varies' : 'overturns'} the ruling is not without merit (Law 92A)`,
    );
  const deposit = depositFate(c, state);
  if (c.body === 'appeals-committee' && c.outcome !== 'upheld') {
    // Law 93B3: the committee has the director's powers, but not to overrule him on law or regulation, nor on his Law 91 decisions.
    const onLaw = parts.find((p) => p.kind === 'law-regulation');
    if (onLaw)
      refuse(
        'committee-on-law',
        `the appeals committee may not overrule the director on a point of law or regulation (Law 93B3): part '${onLaw.partId}' concerns the Laws or regulations alone; it may uphold the ruling and recommend that the director change it`,
      );
    const rulings = state.lodged!.rulings;
    for (const p of parts) {
      const disciplinary = rulings.find(
        (r) =>
          p.rulingIds.includes(r.rulingId) &&
          (r.rulingType === 'disciplinary-penalty' || r.laws.some((l) => /^91/.test(l))),
      );
      if (disciplinary)
        refuse(
          'committee-on-law-91',
          `the appeals committee may not overrule the director's disciplinary decision (Laws 91 and 93B3): ruling '${disciplinary.rulingId}' of part '${p.partId}' is a Law 91 decision; it may recommend that the director change it`,
        );
    }
  }
  return [
    event('AppealDecided', {
      body: c.body,
      partIds,
      outcome: c.outcome,
      newAdjustedScore: c.newAdjustedScore,
      laws: c.laws,
      recommendation: c.recommendation,
      meritless: c.meritless,
      ...(deposit === null ? {} : { deposit }),
      decidedBy: c.decidedBy,
      text: c.text,
      at: c.at,
    }),
  ];
}

/** A lodged deposit is kept or returned by the first decision; none is chosen when there is nothing to decide. */
function depositFate(c: Parsed<'DecideAppeal'>, state: AppealState) {
  const lodged = state.lodged!.deposit;
  const open = lodged !== undefined && !state.decisions.some((d) => d.deposit !== undefined);
  if (open && c.deposit === null)
    refuse('deposit-not-chosen', `deposit: the appellant lodged a deposit of ${lodged}; keep it or return it`);
  if (!open && c.deposit !== null)
    refuse(
      'no-deposit',
      `deposit: ${lodged === undefined ? 'no deposit was lodged with this appeal' : 'the deposit is already decided'}`,
    );
  return c.deposit;
}

function inProgress(state: AppealState, what: string): void {
  if (state.status === 'lodged') refuse('not-routed', `${what}: the appeal is not routed yet (RouteAppeal first)`);
  if (!IN_PROGRESS.has(state.status)) refuse('not-in-progress', `${what}: the appeal is ${state.status}`);
}

function openPartsOf(state: AppealState, body: AppealBody) {
  const open = state.parts.filter((p) => p.to === body && p.decision === null);
  if (open.length === 0) refuse('nothing-before-body', `no undecided part of the appeal is before ${BODY_NAME[body]}`);
  return open;
}
