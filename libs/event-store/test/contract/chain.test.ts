// Contract: the SHA-256 chain (the same hashes on every adapter) and the append-only guard.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import type { EventToAppend } from '@club/events';
import { openEventStore } from '../../src';
import { seated } from '../support/temp-store';
import { ADAPTERS } from './adapters';

const NOW = () => new Date('2026-11-26T20:00:00.000Z');
const fixed = (n: number, event: EventToAppend): EventToAppend => ({
  ...event,
  metadata: { eventId: `0190a000-0000-7000-8000-${String(n).padStart(12, '0')}`, correlationId: 'evening-1' },
});
const EVENTS = [
  fixed(1, seated('Ann', 'N')),
  fixed(2, seated('Bob', 'S')),
  fixed(3, { type: 'Bid', schemaVersion: 2, data: { call: '1NT', alert: 'strong ☺' } }),
];

/** The head hash the synchronous SQLite store gives the same events: every adapter must agree. */
function referenceHeadHash(): string {
  const dir = mkdtempSync(join(tmpdir(), 'chain-reference-'));
  const store = openEventStore({ file: join(dir, 'ref.db'), now: NOW });
  try {
    store.append('a', EVENTS.slice(0, 2), 'no-stream');
    store.append('b', EVENTS.slice(2), 'no-stream');
    const report = store.verifyChain();
    if (!report.ok) throw new Error(report.reason);
    return report.headHash;
  } finally {
    store.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

describe.each(ADAPTERS)('hash chain on $name', (adapter) => {
  const logs = adapter.use();

  test('verifies, with the same head hash as the SQLite store for the same events', async () => {
    const log = await logs.open({ now: NOW });
    expect(await log.verifyChain()).toEqual({ ok: true, events: 0, headHash: '0'.repeat(64) });
    await log.append('a', EVENTS.slice(0, 2), 'no-stream');
    await log.append('b', EVENTS.slice(2), 'no-stream');
    expect(await log.verifyChain()).toEqual({ ok: true, events: 3, headHash: referenceHeadHash() });
  });

  test('a row changed behind the guards is found at its position', async () => {
    const log = await logs.open();
    await log.append('a', [seated('Ann', 'N'), seated('Bob', 'S'), seated('Cy', 'E')], 'no-stream');
    await logs.tamper(2, '{"player":"Eve","seat":"S"}');
    expect(await log.verifyChain()).toMatchObject({ ok: false, events: 1, position: 2 });
  });

  test('the log refuses UPDATE and DELETE of events', async () => {
    const log = await logs.open();
    await log.append('a', [seated('Ann', 'N')], 'no-stream');
    // SQLite: the trigger; PostgreSQL: the connection's role has no such privilege (and the trigger behind it).
    await expect(log.query("UPDATE events SET data = '{}' WHERE position = 1")).rejects.toThrow(
      /append-only|permission denied/,
    );
    await expect(log.query('DELETE FROM events WHERE position = 1')).rejects.toThrow(/append-only|permission denied/);
    expect((await log.readAll()).map((e) => e.data)).toEqual([{ player: 'Ann', seat: 'N' }]);
    expect((await log.verifyChain()).ok).toBe(true);
  });
});
