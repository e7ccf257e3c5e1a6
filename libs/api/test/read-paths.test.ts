// Issue 19: every read path goes through the one secrecy check. The router's procedures are listed
// and each must be classified in src/secrecy/read-paths.ts; one that reads a board's content from
// the reader must be `board-secrecy`, call boardVisibility, and have a probe here showing that a
// member whose pair has not played the board is refused it (and one whose pair has is not).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { TRPCError } from '@trpc/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appRouter } from '../src/router';
import { READ_PATHS } from '../src/secrecy/read-paths';
import { HAND_RECORD_WORDS } from '../../application/test/site/hand-record-words';
import { openTestClub, passwordOf, emailOf, type TestClub } from './support/fixture';

type Call = ReturnType<TestClub['caller']>['call'];
interface ProcedureDef {
  _def: {
    type: 'query' | 'mutation' | 'subscription';
    meta?: { policy?: { access: string; anyOf?: { role: string; scopedBy?: { kind: string } }[] } };
  };
}
const procedures = appRouter._def.procedures as unknown as Record<string, ProcedureDef>;

/** Whether the viewer is shown board 1 of S1 (running; finished by ann & bob and cy & di only). */
const probes: Record<string, (call: Call) => Promise<boolean>> = {
  'results.board': async (call) => (await call.results.board({ sessionId: 'S1', board: 1 })).content.visible,
  'site.clubBoard': async (call) => (await call.site.clubBoard({ sessionId: 'S1', board: 1 })).content.visible,
  'results.replay': async (call) =>
    (await call.results.replay({ sessionId: 'S1', section: 'A', table: 1, board: 1 })).content.visible,
  // A table's page: a member seated there (bob) sees board 1 his table played; zed is not seated there.
  'table.view': async (call) => {
    try {
      const page = await call.table.view({ sessionId: 'S1', section: 'A', table: 1 });
      return page.travellers[0]!.content.visible;
    } catch (error) {
      if (error instanceof TRPCError && error.code === 'FORBIDDEN') return false;
      throw error;
    }
  },
  'results.handRecords': async (call) => {
    try {
      await call.results.handRecords({ sessionId: 'S1', locale: 'en', words: HAND_RECORD_WORDS });
      return true;
    } catch (error) {
      if (error instanceof TRPCError && error.code === 'FORBIDDEN' && /still in play/.test(error.message)) return false;
      throw error;
    }
  },
  'league.exportPbn': async (call) => {
    try {
      await call.league.exportPbn({ sessionId: 'S1' });
      return true;
    } catch (error) {
      if (error instanceof TRPCError && error.code === 'FORBIDDEN' && /still in play/.test(error.message)) return false;
      throw error;
    }
  },
  'league.exportUsebio': async (call) => {
    try {
      await call.league.exportUsebio({ sessionId: 'S1' });
      return true;
    } catch (error) {
      if (error instanceof TRPCError && error.code === 'FORBIDDEN' && /still in play/.test(error.message)) return false;
      throw error;
    }
  },
};

/** `results.board` → src/procedures/results/board.ts; `league.exportPbn` → league/export-pbn.ts. */
const sourceOf = (path: string) => {
  const [area, name] = path.split('.') as [string, string];
  return readFileSync(
    join(__dirname, '../src/procedures', area, `${name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}.ts`),
    'utf8',
  );
};
/** The reader's methods that answer a board's hands, play or table results. */
const BOARD_CONTENT = /reader\.(board|boardPlay|exportPbn|exportUsebio)\(/;

let club: TestClub;
beforeAll(async () => {
  club = await openTestClub();
  // Both also administer the leagues (as the demo's league administrator plays): bob has played board 1, zed has not.
  for (const memberId of ['bob', 'zed']) {
    await club.auth.createAccount({
      memberId,
      name: memberId,
      email: emailOf(memberId),
      password: passwordOf(memberId),
      grants: [{ role: 'member' }, { role: 'league-admin' }],
    });
  }
});
afterAll(() => club.close());

describe('every read path goes through the one secrecy check', () => {
  it('classifies exactly the procedures of the router', () => {
    expect(Object.keys(READ_PATHS).sort()).toEqual(Object.keys(procedures).sort());
  });

  it('classifies every mutation as a write and nothing else as one', () => {
    for (const [path, procedure] of Object.entries(procedures))
      expect(READ_PATHS[path]!.kind === 'write', path).toBe(procedure._def.type === 'mutation');
  });

  it("sends every procedure that reads a board's content from the reader through boardVisibility", () => {
    for (const path of Object.keys(procedures)) {
      const source = sourceOf(path);
      if (BOARD_CONTENT.test(source))
        expect(READ_PATHS[path]!.kind, `${path} reads a board's content`).toBe('board-secrecy');
      if (READ_PATHS[path]!.kind === 'board-secrecy') expect(source, path).toMatch(/boardVisibility\(ctx\.member, /);
      // An appeal's paths answer only who follows it (appeal-access.ts; its cases in appeal-access.test.ts).
      if (READ_PATHS[path]!.kind === 'appeal-followers')
        expect(source, path).toMatch(/(appealViewer|caseViewer)\(ctx\.member!, /);
    }
  });

  it('has a probe for every board-secrecy path', () => {
    expect(Object.keys(probes).sort()).toEqual(
      Object.keys(READ_PATHS)
        .filter((p) => READ_PATHS[p]!.kind === 'board-secrecy')
        .sort(),
    );
  });

  it('admits only the roles that see everything to a role-sees-all path', () => {
    for (const [path, kind] of Object.entries(READ_PATHS)) {
      if (kind.kind !== 'role-sees-all') continue;
      const rules = procedures[path]!._def.meta!.policy!.anyOf!;
      for (const rule of rules)
        expect(
          rule.role === 'appeals-committee' || (rule.role === 'director' && rule.scopedBy?.kind === 'session'),
          `${path}: ${rule.role}`,
        ).toBe(true);
    }
  });

  for (const path of Object.keys(probes)) {
    it(`${path}: hidden from a member whose pair has not played the board, shown to one whose pair has`, async () => {
      const zed = club.caller({ token: await club.tokenOf('zed') }).call;
      const bob = club.caller({ token: await club.tokenOf('bob') }).call;
      expect(await probes[path]!(zed)).toBe(false);
      expect(await probes[path]!(bob)).toBe(true);
    });
  }
});
