// A member's own language (issue 16): he chooses it for himself (the club decider records it on the
// club stream, with him as its actor), and the site reads it back to write his pages in it.
import { clubDecider, clubStreamId } from '@club/club';
import type { SiteLocale } from '@club/events';
import { readMember } from '@club/read-models';
import type { Club } from '../club';
import { executeBridge } from '../bridge/bridge-commands';
import type { ChooseLanguageInput } from './member-language-shapes';
import type { SiteActor } from './site-actor';
import { refusedBy, type SiteCommandOutcome } from './site-outcome';

export interface MemberLanguageUseCases {
  /** The language the member chose to read the site in; null while he has chosen none. */
  memberLanguage(memberId: string): SiteLocale | null;
  /** The signed-in member chooses the language he reads the site in. */
  chooseLanguage(input: ChooseLanguageInput, by: SiteActor): Promise<SiteCommandOutcome>;
}

export function memberLanguageUseCases(club: Club, clubId: string, isoNow: () => string): MemberLanguageUseCases {
  return {
    memberLanguage: (memberId) => readMember(club.runner, clubId, memberId)?.language ?? null,
    async chooseLanguage({ language }, by) {
      try {
        await executeBridge(
          club,
          clubStreamId(clubId),
          clubDecider,
          { type: 'ChooseLanguage', memberId: by.memberId, language, at: isoNow() },
          { actor: { id: by.memberId, role: 'member' } },
        );
        await club.settle();
        return { ok: true };
      } catch (error) {
        return refusedBy(error);
      }
    },
  };
}
