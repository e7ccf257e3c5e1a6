// A fuzz of every procedure of the router over real HTTP, on a real club file seeded with the demo
// club, through the server's request guard and the tRPC Node adapter as apps/web/server.ts serves them.
// Inputs are generated from each procedure's own zod input (so a new procedure is fuzzed without
// editing this file): a plausible input naming real demo sessions, then each field in turn missing,
// of the wrong type, a 1 MB string, 500 characters, unicode, negative, 23 digits, a fraction, deep
// JSON; and the whole input wrong. Every role and a visitor send a few; the role the procedure
// admits sends all. No answer is a 5xx and nothing is logged as an error. A results file with a
// 23-digit board number is refused with a problem naming the board, never a 5xx; hostile files (an
// external entity, entity expansion, an oversize file) stay refused.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { appRouter } from '@club/api';
import type { Site } from '../../src/server/open-site';
import { requestGuard } from '../../src/server/request-guard';
import { DEFAULT_REQUEST_LIMITS } from '../../src/server/request-limits';
import { trpcNodeHandler } from '../../src/server/trpc-node-handler';
import { openDemoSite } from '../support/demo-site';

type Schema = { [key: string]: unknown };
type Procedure = { readonly path: string; readonly type: 'query' | 'mutation'; readonly schema: Schema };

/** Real things of the demo club, by field name, so that plausible inputs reach past "does not exist". */
const REAL: Record<string, unknown> = {
  sessionId: 'howell1',
  section: 'A',
  leagueId: 'pairs',
  seasonId: 's2026',
  appealId: 'ap1',
  memberId: 'm1',
  table: 1,
  board: 1,
  round: 1,
  dealNo: 1,
  // The body that hears an appeal: the committee (the demo's appeals are before it).
  body: 'appeals-committee',
};
// A table's procedures answer only for the table its phone signed in for: the demo's table 1 of the
// session open for entry at the tables.
const TABLE_REAL: Record<string, unknown> = { ...REAL, sessionId: 'tables1', section: 'A', table: 1 };
const realOf = (path: string) => (path.startsWith('table.') ? TABLE_REAL : REAL);

/** Stands for JSON nested 5,000 deep (sent as text: the test's own JSON.stringify would overflow on it). */
const DEEP = '\u0000deep-json\u0000';
const DEEP_TEXT = '['.repeat(5000) + ']'.repeat(5000);

const FIELD_MUTATIONS: readonly [string, (schema: Schema) => unknown][] = [
  ['missing', () => undefined],
  ['null', () => null],
  ['wrong type', (s) => (s['type'] === 'string' ? 12345 : 'text')],
  ['1 MB string', () => 'x'.repeat(1 << 20)],
  ['500 characters', () => 'y'.repeat(500)],
  ['unicode', () => '🂡 é \u0000 \u202e'],
  ['negative', () => -1],
  // eslint-disable-next-line no-loss-of-precision -- a number too long to be exact is the input under test
  ['23 digits', () => 12345678901234567890123],
  ['fraction', () => 1.5],
  ['deep JSON', () => DEEP],
  ['object', () => ({ __proto__: { admin: true } })],
];

const ROOT_MUTATIONS: readonly [string, unknown][] = [
  ['null', null],
  ['a string', 'text'],
  ['a number', 42],
  ['a list', [1, 2]],
  ['1 MB string', 'x'.repeat(1 << 20)],
  ['deep JSON', DEEP],
];

/** A plausible value of a JSON Schema: defaults, first options, real demo ids by field name. */
function sample(schema: Schema, name?: string, real: Record<string, unknown> = REAL): unknown {
  if (schema['const'] !== undefined) return schema['const'];
  // A real demo value by the field's name first: a choice's first option may name nobody the demo has.
  if (name && real[name] !== undefined) return real[name];
  if (Array.isArray(schema['enum'])) return schema['enum'][0];
  const options = (schema['anyOf'] ?? schema['oneOf']) as Schema[] | undefined;
  if (options) return sample(options[0]!, name, real);
  switch (schema['type']) {
    case 'string':
      return schema['format'] === 'date-time' ? '2026-11-16T19:00:00Z' : 'A';
    case 'integer':
    case 'number':
      return Math.max(1, Number(schema['minimum'] ?? 1));
    case 'boolean':
      return true;
    case 'array':
      return Array.from({ length: Number(schema['minItems'] ?? 0) }, () =>
        sample(schema['items'] as Schema, undefined, real),
      );
    case 'object': {
      const properties = (schema['properties'] ?? {}) as Record<string, Schema>;
      return Object.fromEntries(Object.entries(properties).map(([key, sub]) => [key, sample(sub, key, real)]));
    }
    default:
      return null;
  }
}

/** The fields of an object input, at any depth through objects (not lists or unions): [path, schema]. */
function fields(schema: Schema, path: string[] = []): [string[], Schema][] {
  const properties = schema['type'] === 'object' ? ((schema['properties'] ?? {}) as Record<string, Schema>) : {};
  return Object.entries(properties).flatMap(([key, sub]) => [
    [[...path, key], sub] as [string[], Schema],
    ...fields(sub, [...path, key]),
  ]);
}

function withField(input: unknown, path: string[], value: unknown): unknown {
  const copy = structuredClone(input) as Record<string, unknown>;
  let at = copy;
  for (const key of path.slice(0, -1)) at = at[key] as Record<string, unknown>;
  if (value === undefined) delete at[path.at(-1)!];
  else at[path.at(-1)!] = value;
  return copy;
}

const procedures: Procedure[] = Object.entries(
  (
    appRouter as unknown as {
      _def: { procedures: Record<string, { _def: { type: 'query' | 'mutation'; inputs: z.ZodType[] } }> };
    }
  )._def.procedures,
).map(([path, p]) => ({
  path,
  type: p._def.type,
  schema: (p._def.inputs[0] ? z.toJSONSchema(p._def.inputs[0], { unrepresentable: 'any', io: 'input' }) : {}) as Schema,
}));

let site: Site;
let server: Server;
let url: string;
const cookies = new Map<string, string>();
const logged: unknown[][] = [];

beforeAll(async () => {
  site = await openDemoSite('api-fuzz');
  const guard = requestGuard(DEFAULT_REQUEST_LIMITS);
  const api = trpcNodeHandler(site.services, { maxBodyBytes: DEFAULT_REQUEST_LIMITS.maxBodyBytes });
  server = createServer((req, res) => {
    if (guard(req, res)) return;
    if (!api(req, res)) res.writeHead(404).end();
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  for (const account of site.demoAccounts) {
    const res = await call('auth.signIn', 'mutation', { email: account.email, password: account.password });
    expect(res.status, `${account.role} signs in`).toBe(200);
    cookies.set(account.role, (res.headers.get('set-cookie') ?? '').split(';')[0]!);
  }
  // A table's phone: signed in with the code the director's sheet gives table 1.
  const sheet = await call('director.tableCodes', 'query', { sessionId: 'tables1' }, cookies.get('director'));
  expect(sheet.status, await sheet.clone().text()).toBe(200);
  const { codes } = ((await sheet.json()) as { result: { data: { codes: { table: number; code: string }[] } } }).result
    .data;
  const code = codes.find((c) => c.table === 1)!.code;
  const table = await call('table.signIn', 'mutation', { code });
  expect(table.status, 'table 1 signs in with its code').toBe(200);
  cookies.set('table', (table.headers.get('set-cookie') ?? '').split(';')[0]!);
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => void logged.push(args));
}, 180_000);

afterAll(async () => {
  vi.restoreAllMocks();
  await new Promise((done) => server?.close(done));
  await site?.close();
});

/** One call over HTTP as tRPC's client sends it: a query in the address, a mutation as the JSON body. */
function call(path: string, type: 'query' | 'mutation', input: unknown, cookie?: string): Promise<Response> {
  const headers: Record<string, string> = { origin: url, ...(cookie ? { cookie } : {}) };
  const json = input === undefined ? undefined : JSON.stringify(input).replaceAll(JSON.stringify(DEEP), DEEP_TEXT);
  if (type === 'query') {
    const query = json === undefined ? '' : `?input=${encodeURIComponent(json)}`;
    return fetch(`${url}/api/trpc/${path}${query}`, { headers });
  }
  return fetch(`${url}/api/trpc/${path}`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: json ?? '',
  });
}

/** Runs `work` over `items`, `width` at a time. */
async function pool<T>(items: readonly T[], width: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < items.length) await work(items[next++]!);
    }),
  );
}

describe('fuzz of every procedure over HTTP', () => {
  it('generates inputs for every procedure of the router', () => {
    expect(procedures.length).toBeGreaterThan(40);
    expect(fields(procedures.find((p) => p.path === 'results.replay')!.schema).map(([path]) => path.join('.'))).toEqual(
      ['sessionId', 'section', 'table', 'board'],
    );
  });

  it('answers no 5xx to bad inputs from a visitor or any role, and logs no error', async () => {
    const roles = ['anonymous', ...cookies.keys()];
    type Probe = { procedure: Procedure; role: string; what: string; input: unknown };
    const probes: Probe[] = [];
    const admitted = new Map<string, string>();
    // Which role each procedure admits: the first whose plausible input is not refused for who he is.
    for (const procedure of procedures) {
      for (const role of roles) {
        const res = await call(
          procedure.path,
          procedure.type,
          sample(procedure.schema, undefined, realOf(procedure.path)),
          cookies.get(role),
        );
        await res.arrayBuffer();
        expect(res.status, `${role} ${procedure.path} with a plausible input`).toBeLessThan(500);
        if (![401, 403].includes(res.status) && !admitted.has(procedure.path)) admitted.set(procedure.path, role);
      }
    }
    // Every procedure is fuzzed in full by someone: the demo club has a role for each.
    expect(procedures.filter((p) => !admitted.has(p.path)).map((p) => p.path)).toEqual([]);
    for (const procedure of procedures) {
      const base = sample(procedure.schema, undefined, realOf(procedure.path));
      for (const role of roles)
        for (const [what, input] of ROOT_MUTATIONS.slice(0, 2)) probes.push({ procedure, role, what, input });
      const role = admitted.get(procedure.path);
      if (!role) continue;
      for (const [what, input] of ROOT_MUTATIONS) probes.push({ procedure, role, what, input });
      for (const [path, schema] of fields(procedure.schema)) {
        for (const [what, mutate] of FIELD_MUTATIONS)
          probes.push({
            procedure,
            role,
            what: `${path.join('.')}: ${what}`,
            input: withField(base, path, mutate(schema)),
          });
      }
    }
    const failures: string[] = [];
    await pool(probes, 4, async ({ procedure, role, what, input }) => {
      const res = await call(procedure.path, procedure.type, input, cookies.get(role));
      const body = await res.text();
      if (res.status >= 500) failures.push(`${role} ${procedure.path} (${what}) → ${res.status} ${body.slice(0, 200)}`);
    });
    expect(failures).toEqual([]);
    expect(logged).toEqual([]);
    expect(probes.length).toBeGreaterThan(1000);
  }, 120_000);

  it('refuses a results file whose board number has 23 digits, naming the board; recording it is refused too', async () => {
    const admin = cookies.get('league-admin')!;
    const pbn = [
      '[Event "Fuzz"]',
      '[Board "12345678901234567890123"]',
      '[Dealer "N"]',
      '[Vulnerable "None"]',
      '[Deal "N:AKQJ.AKQ.AKQ.AKQ T987.JT9.JT9.JT9 6543.876.876.876 2.5432.5432.5432"]',
      '[Contract "3NT"]',
      '[Declarer "N"]',
      '[Result "9"]',
      '',
    ].join('\n');
    const started = await call(
      'league.importFile',
      'mutation',
      { fileName: 'fuzz.pbn', base64: Buffer.from(pbn).toString('base64') },
      admin,
    );
    expect(started.status).toBe(200);
    const { importId } = ((await started.json()) as { result: { data: { importId: string } } }).result.data;
    let progress: { step: string; problems: { field: string | null; message: string }[] } | undefined;
    await vi.waitFor(
      async () => {
        const res = await call('league.importProgress', 'query', { importId }, admin);
        expect(res.status).toBe(200);
        progress = ((await res.json()) as { result: { data: typeof progress } }).result.data;
        expect(['done', 'failed']).toContain(progress!.step);
      },
      { timeout: 10_000 },
    );
    expect(progress!.step).toBe('failed');
    expect(progress!.problems.map((p) => `${p.field}: ${p.message}`)).toContainEqual(
      expect.stringMatching(/^tag Board: '12345678901234567890123' is not a board number/),
    );
    const recorded = await call('league.recordImport', 'mutation', { importId }, admin);
    expect(recorded.status).toBe(404); // a refused import keeps no file to record
  });

  it('keeps refusing hostile files: an external entity, entity expansion, an oversize file', async () => {
    const admin = cookies.get('league-admin')!;
    const doc = (doctype: string, contract: string) =>
      `<?xml version="1.0"?><!DOCTYPE USEBIO [${doctype}]><USEBIO Version="1.2"><EVENT EVENT_TYPE="MP_PAIRS"><BOARD><BOARD_NUMBER>1</BOARD_NUMBER><TRAVELLER_LINE><CONTRACT>${contract}</CONTRACT></TRAVELLER_LINE></BOARD></EVENT></USEBIO>`;
    const lol =
      '<!ENTITY a "lol"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;"><!ENTITY c "&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;"><!ENTITY d "&c;&c;&c;&c;&c;&c;&c;&c;&c;&c;">';
    const files = { 'xxe.xml': doc('<!ENTITY xxe SYSTEM "file:///etc/passwd">', '&xxe;'), 'lol.xml': doc(lol, '&d;') };
    for (const [fileName, text] of Object.entries(files)) {
      const started = await call(
        'league.importFile',
        'mutation',
        { fileName, base64: Buffer.from(text).toString('base64') },
        admin,
      );
      expect(started.status, fileName).toBe(200);
      const { importId } = ((await started.json()) as { result: { data: { importId: string } } }).result.data;
      let progress: { step: string; problems: unknown[] } | undefined;
      await vi.waitFor(
        async () => {
          const res = await call('league.importProgress', 'query', { importId }, admin);
          expect(res.status, fileName).toBe(200);
          progress = ((await res.json()) as { result: { data: typeof progress } }).result.data;
          expect(['done', 'failed']).toContain(progress!.step);
        },
        { timeout: 10_000 },
      );
      expect(progress!.step, fileName).toBe('failed');
      expect(JSON.stringify(progress), fileName).not.toMatch(/root:|lollollol/);
    }
    const oversize = await call(
      'league.importFile',
      'mutation',
      { fileName: 'big.pbn', base64: 'A'.repeat(3_000_001) },
      admin,
    );
    expect(oversize.status).toBe(400);
    const overBody = await call(
      'league.importFile',
      'mutation',
      { fileName: 'big.pbn', base64: 'A'.repeat(DEFAULT_REQUEST_LIMITS.maxBodyBytes) },
      admin,
    );
    expect(overBody.status).toBe(413);
  });
});
