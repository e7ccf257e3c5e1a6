// Laws 92 and 93 as each edition words them (spec §8.8; sources: 001 Czech 2007, 000 Slovak and 004
// Bosnian 1997), so every appeal page and step names the law and the body of the session's edition.
// Both editions route alike (93A: no committee, the chief director hears every appeal; 93B1: he hears
// the parts on the Laws or regulations alone, appealable to the committee; 93B2: all other parts go to
// the committee). They differ after the club: 2007's 93C is the regulating authority's (a further-appeal
// procedure, referral by the director or committee, the committee made final), 1997's 93C is a further
// appeal to the national authority once the remedies at the club are exhausted, and nothing else.
import type { LawsEdition } from '@club/bridge';

/** A law as an edition numbers and titles it. */
export interface LawReference {
  readonly law: string;
  readonly title: string;
}

export interface AppealLaws {
  readonly edition: LawsEdition;
  /** 92B: the period for appealing. */
  readonly timeLimit: LawReference;
  /**
   * An appeal judged without merit: 2007 says it in Law 92A's text (sanctions under the regulations);
   * 1997 only in a footnote to 92A (the sponsoring organization may have the deposit forfeited).
   */
  readonly meritless: LawReference;
  /** 92D: the partner's or captain's agreement. */
  readonly concurrence: LawReference;
  /** 93A: no committee, or one that cannot meet without disturbing the tournament. */
  readonly noCommittee: LawReference;
  /** 93B: a committee is available. */
  readonly committeeAvailable: LawReference;
  /** 93B1 and 93B2: where each kind of part goes when a committee is available. */
  readonly partOnLaw: LawReference;
  readonly otherParts: LawReference;
  /** The body beyond the club: 2007 the regulating authority, 1997 the national authority. */
  readonly authority: string;
  /** 93C (1997) or 93C1 (2007): a further appeal after the club's remedies. */
  readonly furtherAppeal: LawReference;
  /** 93C2 (2007 only): the director or committee refers the matter to the authority, whose decision is final. */
  readonly referral: LawReference | null;
  /** 93C3a (2007 only): the authority made the tournament committee final. */
  readonly committeeFinal: LawReference | null;
}

const SHARED = {
  concurrence: { law: '92D', title: 'concurrence of both members of the pair, or the captain' },
  noCommittee: { law: '93A', title: 'no appeals committee: the chief director hears and rules on every appeal' },
  committeeAvailable: { law: '93B', title: 'appeals committee available' },
  partOnLaw: {
    law: '93B1',
    title: 'the chief director rules on the Laws or regulations alone; his ruling may be appealed to the committee',
  },
  otherParts: { law: '93B2', title: 'the chief director refers all other appeals to the committee' },
} as const;

const EDITIONS: Readonly<Record<LawsEdition, AppealLaws>> = {
  '2007': {
    edition: '2007',
    ...SHARED,
    timeLimit: {
      law: '92B',
      title: '30 minutes after the official score is made available, unless the tournament organizer sets another',
    },
    meritless: {
      law: '92A',
      title: 'an appeal judged without merit may be subject to sanctions under the regulations',
    },
    authority: 'regulating authority',
    furtherAppeal: { law: '93C1', title: 'further appeal under the regulating authority’s procedure' },
    referral: { law: '93C2', title: 'referral to the regulating authority, whose decision is final' },
    committeeFinal: { law: '93C3a', title: 'the regulating authority made the tournament appeals committee final' },
  },
  '1997': {
    edition: '1997',
    ...SHARED,
    concurrence: {
      law: '92D',
      title: 'concurrence of both members of the pair, or the captain; an absent member is deemed to concur',
    },
    timeLimit: {
      law: '92B',
      title: '30 minutes after the official results are published, unless the sponsoring organization sets another',
    },
    meritless: {
      law: '92A footnote',
      title: 'the sponsoring organization may require forfeiture of a deposit for an appeal without merit',
    },
    authority: 'national authority',
    furtherAppeal: { law: '93C', title: 'appeal to the national authority once the preceding remedies are exhausted' },
    referral: null,
    committeeFinal: null,
  },
};

/** Laws 92–93 in the wording of `edition`. */
export function appealLawsOf(edition: LawsEdition): AppealLaws {
  return EDITIONS[edition];
}
