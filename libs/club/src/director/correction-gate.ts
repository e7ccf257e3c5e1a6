// Laws 79C1 and 79C2: after the official score is made available, a score may be corrected until
// the correction deadline stored in OfficialScoreMadeAvailable; after it, only with an
// authorisation of the director and the tournament organizer, each authorisation used once.
import { refuse } from '../shared/refuse';
import { isAfter, type ScoreClock } from '../shared/score-clock';
import type { TableBoardStreamState } from '../table-board/table-board-stream-state';

export type CorrectionPermit =
  | { readonly kind: 'before-publication' }
  | { readonly kind: 'in-period'; readonly law: '79C1'; readonly deadline: string }
  | { readonly kind: 'authorised'; readonly law: '79C2'; readonly deadline: string; readonly authorizationId: string };

export function correctionPermit(
  clock: ScoreClock,
  authorizationId: string | null,
  state: TableBoardStreamState,
): CorrectionPermit {
  const p = clock.publication;
  if (p === null) return { kind: 'before-publication' };
  if (!isAfter(clock.now, p.correctionDeadline))
    return { kind: 'in-period', law: '79C1', deadline: p.correctionDeadline };
  const minutes = Math.round((Date.parse(p.correctionDeadline) - Date.parse(p.availableAt)) / 60_000);
  const period = `the correction period ended at ${p.correctionDeadline} (Law 79C1: ${minutes} minutes after the official score was made available at ${p.availableAt}; now ${clock.now})`;
  if (authorizationId === null)
    refuse(
      'correction-period-over',
      `${period}; a later correction needs an authorisation by the director and the tournament organizer (Law 79C2)`,
      { deadline: p.correctionDeadline },
    );
  if (!state.authorizations.some((a) => a.authorizationId === authorizationId))
    refuse(
      'unknown-authorization',
      `${period}; authorizationId: '${authorizationId}' is not a Law 79C2 authorisation recorded on this board`,
      { deadline: p.correctionDeadline },
    );
  if (state.usedAuthorizations.includes(authorizationId))
    refuse('authorization-used', `${period}; authorisation '${authorizationId}' was already used for a correction`, {
      deadline: p.correctionDeadline,
    });
  return { kind: 'authorised', law: '79C2', deadline: p.correctionDeadline, authorizationId };
}
