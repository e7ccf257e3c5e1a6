// A member's own language over plain data: the tests' fixture. A choice is kept per member, so the
// language read back is the one chosen.
import type { MemberLanguageUseCases } from '@club/application';
import type { SiteLocale } from '@club/events';

export function inMemoryMemberLanguage(): MemberLanguageUseCases {
  const chosen = new Map<string, SiteLocale>();
  return {
    memberLanguage: (memberId) => chosen.get(memberId) ?? null,
    chooseLanguage: async ({ language }, by) => {
      chosen.set(by.memberId, language);
      return { ok: true };
    },
  };
}
