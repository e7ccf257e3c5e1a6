// Every code a page can be handed has its words: the events of a board, a session and an appeal,
// the ruling types, rectifications, appeal statuses, outcomes and bodies, the director's stages and
// the session statuses, each change the audit of roles and members lists; and no word is the code itself.
import { describe, expect, it } from 'vitest';
import {
  APPEAL_EVENT_TYPES,
  DIRECTOR_STAGES,
  RULING_TYPES,
  SESSION_EVENT_TYPES,
  TABLE_BOARD_STREAM_EVENT_TYPES,
} from '@club/club';
import { APPEAL_STATUSES, type RoleAudit } from '@club/application/shapes';
import { auditChangeText } from '../src/words/audit-changes';
import { APPEAL_BODY_WORDS } from '../src/words/appeal-bodies';
import { APPEAL_OUTCOME_WORDS } from '../src/words/appeal-outcomes';
import { APPEAL_STATUS_WORDS } from '../src/words/appeal-statuses';
import { DIRECTOR_STAGE_WORDS } from '../src/words/director-stages';
import { EVENT_WORDS, eventWords } from '../src/words/event-types';
import { RECTIFICATION_WORDS, rectificationOptionWords } from '../src/words/rectifications';
import { RULING_TYPE_WORDS, rulingTypeWords } from '../src/words/ruling-types';
import { SESSION_STATUS_WORDS } from '../src/words/session-statuses';
import { summaryWords } from '../src/words/summary-words';
import { symbolsOf } from '../src/components/suit';
import { CORRECTION_DECLINED_WORDS, CORRECTION_REQUEST_WORDS } from '../src/words/correction-requests';
import { TABLE_PAD_WORDS, TABLE_PAGE_WORDS, TABLE_SIGN_IN_WORDS } from '../src/words/table-page';

/** A word a page may show: not empty, no hyphenated or CamelCase code. */
const isWords = (text: string) => text.trim() !== '' && !/[a-z]-[a-z]/.test(text) && !/[a-z][A-Z]/.test(text);

describe('word maps', () => {
  it('words every event of a board, a session and an appeal', () => {
    const types = [...TABLE_BOARD_STREAM_EVENT_TYPES, ...SESSION_EVENT_TYPES, ...APPEAL_EVENT_TYPES];
    expect(types.filter((t) => !isWords(eventWords(t)))).toEqual([]);
    expect(Object.keys(EVENT_WORDS).sort()).toEqual([...new Set(types)].sort());
    expect(eventWords('TableResultRecorded')).toBe('Result recorded');
    expect(eventWords('SomethingNewHappened')).toBe('Something new happened');
  });

  it('words every ruling type, appeal status, director stage and session status', () => {
    expect(RULING_TYPES.filter((t) => !isWords(RULING_TYPE_WORDS[t]))).toEqual([]);
    expect(Object.keys(RULING_TYPE_WORDS)).toHaveLength(RULING_TYPES.length);
    expect(rulingTypeWords('weighted-adjusted-score')).toBe('weighted adjusted score');
    expect(APPEAL_STATUSES.filter((s) => !isWords(APPEAL_STATUS_WORDS[s]))).toEqual([]);
    expect(APPEAL_STATUS_WORDS['hearing-scheduled']).toBe('hearing scheduled');
    expect(DIRECTOR_STAGES.filter((s) => !isWords(DIRECTOR_STAGE_WORDS[s]))).toEqual([]);
    expect(Object.values(SESSION_STATUS_WORDS).every(isWords)).toBe(true);
    expect([...Object.values(APPEAL_OUTCOME_WORDS), ...Object.values(APPEAL_BODY_WORDS)].every(isWords)).toBe(true);
  });

  it('words every rectification, and an option the Laws offer as a law or words', () => {
    expect(Object.entries(RECTIFICATION_WORDS).filter(([, words]) => !isWords(words))).toEqual([]);
    expect(RECTIFICATION_WORDS.ForcedPass).toBe('offender’s partner must pass');
    expect(rectificationOptionWords('27B1a')).toBe('Law 27B1a');
    expect(rectificationOptionWords('declarer-spreads-hand')).toBe('declarer spreads his hand');
    expect(rectificationOptionWords('some-new-option')).toBe('some new option');
  });

  it('puts the codes a stored timeline summary carries in words, leaving the rest as it is', () => {
    expect(summaryWords('ruling r2 (weighted-adjusted-score; Laws 12C1c; 2017): 4♠ by S')).toBe(
      'ruling r2 (weighted adjusted score; Laws 12C1c; 2017): 4♠ by S',
    );
    expect(summaryWords('heard by the appeals-committee: ac1 attended')).toBe(
      'heard by the appeals committee: ac1 attended',
    );
    expect(summaryWords('director called by E (after-play): revoke')).toBe(
      'director called by E (after the play): revoke',
    );
    expect(summaryWords('score adjusted for ruling r1: NS weighted, EW artificial-percentage')).toBe(
      'score adjusted for ruling r1: NS weighted, EW artificial (percentage)',
    );
    expect(summaryWords('procedural penalty (Law 90B2): 3EW 10 %top')).toBe(
      'procedural penalty (Law 90B2): 3EW 10 % of a top',
    );
    expect(summaryWords('result recorded (pad): 4SX by N, 10 tricks, NS 590; S leads HK, W plays D10 to trick 1')).toBe(
      'result recorded (pad): 4♠X by N, 10 tricks, NS 590; S leads ♥K, W plays ♦10 to trick 1',
    );
    expect(summaryWords('ruling r1 (Laws 12C1c, 16B1; 2017)')).toBe('ruling r1 (Laws 12C1c, 16B1; 2017)');
  });

  it('writes suits as symbols in a call, a card or a suit given as text', () => {
    expect(['1S', 'HK', 'S', 'D10', 'Pass', '3NT'].map(symbolsOf)).toEqual(['1♠', '♥K', '♠', '♦10', 'Pass', '3NT']);
  });

  it('says every change of a role or a member, naming the session by its name', () => {
    const stamp = { at: '2026-11-21T18:00:00.000Z', member: { memberId: 'anna', name: 'Anna Kiss' } };
    const by = { memberId: 'cecil', name: 'Cecil Admin' };
    const changes: RoleAudit = [
      { ...stamp, by, change: 'granted', grant: { role: 'director', scope: { kind: 'session', id: 's1' } } },
      { ...stamp, by: null, change: 'revoked', grant: { role: 'club-admin' } },
      { ...stamp, by, change: 'added', name: 'Anna', email: 'anna@club.hu' },
      { ...stamp, by, change: 'edited', details: { name: { from: 'Anna', to: 'Anna Kiss' } } },
      { ...stamp, by, change: 'edited', details: { email: { from: null, to: 'anna@club.hu' } } },
      { ...stamp, by, change: 'deactivated' },
      { ...stamp, by, change: 'federation-id', federationId: '90001' },
    ];
    const names = (scope: { id: string }) => (scope.id === 's1' ? 'Monday pairs' : undefined);
    expect(changes.map((c) => auditChangeText(c, names))).toEqual([
      'Cecil Admin granted Anna Kiss: Director (session Monday pairs)',
      'The club revoked Anna Kiss: Club administrator',
      'Cecil Admin added Anna as a member (email anna@club.hu)',
      'Cecil Admin edited Anna Kiss: name Anna → Anna Kiss',
      'Cecil Admin edited Anna Kiss: email none → anna@club.hu',
      'Cecil Admin marked Anna Kiss inactive',
      "Cecil Admin recorded Anna Kiss's federation number: 90001",
    ]);
  });

  it("words the table's phone and the director's answer to its requests, as sentences", () => {
    const texts = [
      ...Object.values(TABLE_SIGN_IN_WORDS),
      ...Object.values(CORRECTION_REQUEST_WORDS),
      ...[TABLE_PAGE_WORDS, TABLE_PAD_WORDS].flatMap((words) =>
        Object.values(words).filter((w): w is string => typeof w === 'string'),
      ),
      ...TABLE_PAGE_WORDS.boardHeaders.filter(Boolean),
    ];
    expect(texts.filter((t) => !isWords(t))).toEqual([]);
    expect(TABLE_PAGE_WORDS.where('Monday pairs', 'A', null)).toBe('Monday pairs · section A · no round has started');
    expect(TABLE_PAGE_WORDS.where('Monday pairs', 'A', 2)).toBe('Monday pairs · section A · round 2');
    expect(TABLE_PAD_WORDS.outcome(5, 'Entered', -100)).toBe('Board 5: Entered, N-S -100.');
    expect(
      TABLE_PAGE_WORDS.pairs({ pair: '1NS', names: ['Anna', 'Béla'] }, { pair: '1EW', names: ['Cili', 'Dani'] }),
    ).toBe('N-S pair 1NS: Anna & Béla · E-W pair 1EW: Cili & Dani');
    expect(CORRECTION_DECLINED_WORDS.kept(6)).toBe('Board 6: the director kept the recorded result, ');
    expect(CORRECTION_DECLINED_WORDS.reason('eight tricks agreed')).toBe(
      ' The director’s reason: eight tricks agreed.',
    );
  });
});
