// The administrator's and the import's words in the page's language: a change of the audit, a role
// scoped to a session, a LIN problem (its seat named and its tricks counted in the language), a
// timeline's event, each from the catalogue as a page in Czech or Hungarian reads it.
import type { RoleAudit } from '@club/application/shapes';
import { createTranslator } from 'next-intl';
import { describe, expect, it } from 'vitest';
import { grantLabelIn } from '../src/components/roles/grant-label';
import type { Locale } from '../src/i18n/locales';
import { messagesOf } from '../src/i18n/messages';
import { auditChangeTextIn } from '../src/words/audit-changes';
import { eventWordsIn } from '../src/words/event-types';
import { readerProblemWordsIn } from '../src/words/lin-problems';

const page = (locale: Locale) => {
  const messages = messagesOf(locale);
  const t = <N extends 'roles' | 'roleGrants' | 'auditChanges' | 'linProblems' | 'eventTypes'>(namespace: N) =>
    createTranslator({ locale, messages, namespace });
  return {
    grants: { role: t('roles'), scope: t('roleGrants') },
    say: t('auditChanges'),
    problem: t('linProblems'),
    event: t('eventTypes'),
  };
};

const revoke = {
  code: 'lin-revoke',
  params: { offender: 'W', card: 'D2', trick: 1, legal: 'H5 H4' },
  message: 'West revoked',
};
const claim = { code: 'lin-claim-below-won', params: { claimed: 1, won: 2 }, message: 'A claim' };

describe('admin and import words in the page language', () => {
  it('Czech: a scoped role, a change of the audit, a revoke and a claim counted in Czech plurals', () => {
    const cs = page('cs');
    const names = () => 'Pondělní páry';
    const grant = { role: 'director', scope: { kind: 'session', id: 's1' } } as const;
    expect(grantLabelIn(cs.grants, grant, names)).toBe('Vedoucí soutěže (turnaj Pondělní páry)');
    const change: RoleAudit[number] = {
      at: '2026-11-21T18:00:00.000Z',
      member: { memberId: 'anna', name: 'Anna Kiss' },
      by: null,
      change: 'edited',
      details: { email: { from: null, to: 'anna@club.cz' } },
    };
    expect(auditChangeTextIn(cs, change, names)).toBe('Klub – upraven člen Anna Kiss: e-mail žádný → anna@club.cz');
    expect(readerProblemWordsIn(cs.problem, revoke)).toBe(
      'Západ nepřiznal barvu: D2 ve zdvihu 1, přestože držel H5 H4 (Pravidlo 61). Zapsáno jako zahrané.',
    );
    expect(readerProblemWordsIn(cs.problem, claim)).toBe(
      'Nárok na 1 zdvih, ale strana hlavního hráče už získala 2 zdvihy.',
    );
  });

  it('Hungarian: the seat, the event and the club as who acted', () => {
    const hu = page('hu');
    expect(readerProblemWordsIn(hu.problem, revoke)).toContain('Nyugat színt vétett');
    expect(eventWordsIn(hu.event, 'RevokeMade')).toBe('Színvétés');
    expect(eventWordsIn(hu.event, 'SomethingNewHappened'), 'an unknown type reads as its parts').toBe(
      'Something new happened',
    );
    const deactivated: RoleAudit[number] = {
      at: '2026-11-21T18:00:00.000Z',
      member: { memberId: 'bela', name: 'Kovács Béla' },
      by: null,
      change: 'deactivated',
    };
    expect(auditChangeTextIn(hu, deactivated, () => undefined)).toBe('A klub inaktívnak jelölte: Kovács Béla');
  });

  it('a problem with no LIN code keeps its message in every language', () => {
    expect(readerProblemWordsIn(page('hu').problem, { message: 'the file says NS 420' })).toBe('the file says NS 420');
  });
});
