// Every text field and list of every procedure's input has a cap (src/input/text-limits.ts): the
// router's zod inputs are walked as JSON Schema, so a new procedure or field without one fails here.
// Over a cap, the procedure answers BAD_REQUEST naming the field, before its handler runs.
import { z } from 'zod';
import { afterEach, describe, expect, it } from 'vitest';
import { TEXT_LIMITS } from '../src/input/text-limits';
import { appRouter } from '../src/router';
import { openTestClub, type TestClub } from './support/fixture';
import { failure } from './support/failure';

type Json = { [key: string]: unknown };

/** The fields allowed past TEXT_LIMITS.text: a results file, capped by importInput itself (2 MB as base64), and a member list (1 MB). */
const FILES = ['league.importFile.base64', 'admin.importMembers.csv'];

/** A refused call's zod issues as 'field: message' lines. */
const issues = (error: { cause?: unknown }) =>
  ((error.cause as { issues?: { path: PropertyKey[]; message: string }[] })?.issues ?? []).map(
    (i) => `${i.path.map(String).join('.')}: ${i.message}`,
  );

/** Paths of strings without maxLength (or over TEXT_LIMITS.text) and arrays without maxItems. */
function uncapped(schema: unknown, path: string): string[] {
  if (!schema || typeof schema !== 'object') return [];
  const s = schema as Json;
  const found: string[] = [];
  if (s['type'] === 'string' && s['enum'] === undefined && s['const'] === undefined && s['format'] !== 'date-time') {
    if (typeof s['maxLength'] !== 'number' || (s['maxLength'] > TEXT_LIMITS.text && !FILES.includes(path)))
      found.push(`${path}: a string without a cap`);
  }
  if (
    s['type'] === 'array' &&
    (typeof s['maxItems'] !== 'number' || s['maxItems'] > TEXT_LIMITS.items) &&
    !Array.isArray(s['prefixItems'])
  )
    found.push(`${path}: a list without a cap`);
  for (const [key, value] of Object.entries(s)) {
    if (key === 'properties')
      for (const [name, sub] of Object.entries(value as Json)) found.push(...uncapped(sub, `${path}.${name}`));
    else if (key === 'items') found.push(...uncapped(value, `${path}[]`));
    else if (['anyOf', 'oneOf', 'allOf'].includes(key))
      (value as unknown[]).forEach((sub) => found.push(...uncapped(sub, path)));
    else if (key === 'additionalProperties') found.push(...uncapped(value, `${path}.*`));
  }
  return found;
}

const procedures = Object.entries(
  (appRouter as unknown as { _def: { procedures: Record<string, { _def: { inputs: z.ZodType[] } }> } })._def.procedures,
);

let club: TestClub | undefined;
afterEach(() => {
  club?.close();
  club = undefined;
});

describe('text and list caps on every procedure input', () => {
  it('every string field has a maximum length and every list a maximum size', () => {
    expect(procedures.length).toBeGreaterThan(40);
    const problems = procedures.flatMap(([path, p]) =>
      p._def.inputs.flatMap((input) => uncapped(z.toJSONSchema(input, { unrepresentable: 'any', io: 'input' }), path)),
    );
    expect(problems).toEqual([]);
  });

  it('answers BAD_REQUEST naming the field for an id, a name and free text over their caps', async () => {
    club = await openTestClub();
    const director = club.caller({ token: await club.tokenOf('director') }).call;
    const appeals = club.caller({ token: await club.tokenOf('appeals-committee') }).call;
    const member = club.caller({ token: await club.tokenOf('member') }).call;
    const longId = 'S'.repeat(TEXT_LIMITS.id + 1);
    const tooLongId = await failure(member.results.session({ sessionId: longId }));
    expect([tooLongId.code, issues(tooLongId)]).toEqual([
      'BAD_REQUEST',
      ['sessionId: at most 100 characters for an id'],
    ]);
    const session = {
      sessionId: 'S9',
      name: 'N'.repeat(TEXT_LIMITS.name + 1),
      startsAt: '2026-03-01T19:00:00Z',
      movement: { kind: 'mitchell' as const, tables: 3, boardsPerRound: 2 },
      entrants: [{ players: ['ann', 'bob'] }, { players: ['cy', 'di'] }],
    };
    const tooLongName = await failure(director.director.openSession(session));
    expect([tooLongName.code, issues(tooLongName)]).toEqual([
      'BAD_REQUEST',
      ['name: at most 200 characters for a name'],
    ]);
    const ruling = {
      sessionId: 'S1',
      section: 'A',
      table: 1,
      board: 1,
      laws: ['16B'],
      rulingType: 'rectification' as const,
      text: 'T'.repeat(TEXT_LIMITS.text + 1),
    };
    const tooLongRuling = await failure(director.director.giveRuling(ruling));
    expect([tooLongRuling.code, issues(tooLongRuling)]).toEqual([
      'BAD_REQUEST',
      ['text: at most 10000 characters for free text'],
    ]);
    const hearing = { appealId: 'A1', attendees: [], notes: 'n'.repeat(TEXT_LIMITS.text + 1) };
    const tooLongNotes = await failure(appeals.appeals.recordHearing(hearing));
    expect([tooLongNotes.code, issues(tooLongNotes)]).toEqual([
      'BAD_REQUEST',
      ['notes: at most 10000 characters for free text'],
    ]);
  });
});
