// Commands of the Ulti area on top of club.execute: a session's commands on its stream (each event
// carries its schema version, as the bridge streams' do), and the demo league and evening of `club demo`.
import type { CommandMetadata, CommandResult } from '@club/event-store';
import {
  demoUltiEvening,
  demoUltiLeague,
  ultiSessionDecider,
  ultiSessionStreamId,
  type DemoUltiEveningOptions,
  type DemoUltiLeagueOptions,
  type UltiSessionCommand,
  type UltiSessionEvent,
  type UltiSessionState,
} from '@club/club';
import { versionedEventCodec } from '../bridge/bridge-commands';
import type { Club } from '../club';

const codec = versionedEventCodec<UltiSessionEvent>();

export function executeUltiSession(
  club: Club,
  sessionId: string,
  command: UltiSessionCommand,
  metadata?: CommandMetadata,
): Promise<CommandResult<UltiSessionEvent, UltiSessionState>> {
  return club.execute(ultiSessionStreamId(sessionId), ultiSessionDecider, command, metadata, { codec });
}

/**
 * Seeds a league of three closed Ulti sessions (see demoUltiLeague); returns the session ids.
 * `club` may give each session (0, 1, 2) its own club, e.g. with a clock on its own evening.
 */
export async function seedUltiDemoLeague(
  club: Club | ((session: number) => Club),
  options: DemoUltiLeagueOptions = {},
  metadata: CommandMetadata = { actor: { id: 'ulti-scorer', role: 'director' } },
): Promise<string[]> {
  const sessions = demoUltiLeague(options);
  for (const [i, s] of sessions.entries()) {
    const on = typeof club === 'function' ? club(i) : club;
    for (const command of s.commands) await executeUltiSession(on, s.sessionId, command, metadata);
  }
  return sessions.map((s) => s.sessionId);
}

/** Seeds an evening in progress (see demoUltiEvening): checked in, round 1 drawn and partly entered; returns its id. */
export async function seedUltiDemoEvening(
  club: Club,
  options: DemoUltiEveningOptions,
  metadata: CommandMetadata = { actor: { id: 'ulti-organiser', role: 'director' } },
): Promise<string> {
  const evening = demoUltiEvening(options);
  for (const command of evening.commands) await executeUltiSession(club, evening.sessionId, command, metadata);
  return evening.sessionId;
}
