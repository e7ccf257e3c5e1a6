// Law 93A/B: with no appeals committee (or one that cannot meet without disturbing the tournament)
// the chief director hears every appeal; with one, he hears the parts on the Laws or regulations
// alone and refers all other parts to the committee.
import type { AppealBody, AppealPartKind } from './appeal-events';

export function bodyFor(kind: AppealPartKind, committeeAvailable: boolean): AppealBody {
  if (!committeeAvailable) return 'chief-director';
  return kind === 'law-regulation' ? 'chief-director' : 'appeals-committee';
}

export const BODY_NAME: Record<AppealBody, string> = {
  'chief-director': 'the chief director',
  'appeals-committee': 'the appeals committee',
};
