// The `director` option: the director's own rectifications, for what the engine does not derive.
// They must settle the irregular call, cite a law, and may never let a bid above seven stand (38A).
import { Refused } from '../../play/refused';
import type { AuctionCommand } from '../auction-commands';
import type { AuctionState } from '../auction-state';
import type { Rectification } from '../rectification';

const RECTIFICATION_KINDS = new Set<Rectification['kind']>([
  'CallAccepted',
  'CallCancelled',
  'AuctionRevertsTo',
  'PassSubstituted',
  'SubstituteCallRequired',
  'MustRepeatCall',
  'ForcedPass',
  'NoDoubleRedoubleThisTurn',
  'RhoCallDecides',
  'OffenderCallDecides',
  'LeadRestrictionArmed',
  'AdjustmentWatch',
]);

export function directorsOwn(
  command: Extract<AuctionCommand, { type: 'Rectify' }>,
  state: AuctionState,
  at: number,
): { rectifications: Rectification[]; laws: readonly string[] } {
  const rectifications = [...(command.rectifications ?? [])];
  const laws = command.laws ?? [];
  if (command.chosenBy !== 'director')
    throw new Refused(
      'wrong-chooser',
      `Rectify: the director's own rectifications are chosen by the director, not ${command.chosenBy}`,
    );
  if (laws.length === 0)
    throw new Refused('laws-needed', "Rectify: option 'director' needs at least one law reference in 'laws'");
  const unknown = rectifications.find((r) => !RECTIFICATION_KINDS.has(r.kind));
  if (unknown)
    throw new Refused(
      'unknown-rectification',
      `Rectify: rectification kind '${unknown.kind}' is not one the auction knows`,
    );
  const settles = rectifications.some(
    (r) => (r.kind === 'CallAccepted' && r.callSeq === at) || (r.kind === 'CallCancelled' && r.callSeqs.includes(at)),
  );
  if (!settles)
    throw new Refused(
      'must-settle-call',
      `Rectify: option 'director' must accept (CallAccepted) or cancel (CallCancelled) the irregular call #${at}`,
    );
  for (const r of rectifications) {
    if (r.kind !== 'CallAccepted') continue;
    const accepted = state.entries.find((e) => e.at === r.callSeq)?.call;
    if (accepted?.kind === 'Bid' && accepted.level > 7) {
      throw new Refused(
        'bid-above-seven',
        `Rectify: call #${r.callSeq} is a bid above seven; Law 38A never permits its play or score`,
      );
    }
  }
  return { rectifications, laws };
}
