// What a member list changes in the club, decided before anything is recorded: a line whose member
// is already known (by email, or by federation id) is not admitted again. A known member whose name
// in the file differs is updated (EditMember, so the change is audited like one made by hand); one
// whose name is the same is matched (his federation id is recorded when the club has none for him).
// A member who left keeps the name his history has: matched, never renamed. Any other line admits a
// new member. Each command is decided in turn on the club as the lines before it leave it, so a
// refusal is found here, named by its line and column, and the caller records nothing. Pure.
import { clubDecider, memberWithFederationId, type ClubCommand, type ClubState } from '@club/club';
import { isDomainError } from '@club/events';
import type { MemberCsvError, MemberCsvRow } from './member-csv';
import { memberIdFor } from './member-id-for';

export interface MemberImportPlan {
  readonly commands: readonly ClubCommand[];
  readonly admitted: number;
  /** Known members whose name the file changes. */
  readonly updated: number;
  /** Known members left as they are (but for a federation id recorded). */
  readonly matched: number;
  readonly errors: readonly MemberCsvError[];
}

const COLUMN_OF_FIELD: Readonly<Record<string, string>> = {
  name: 'name',
  email: 'email',
  federationId: 'federation id',
};

export function planMemberImport(state: ClubState, rows: readonly MemberCsvRow[], at: string): MemberImportPlan {
  let club = state;
  const commands: ClubCommand[] = [];
  const errors: MemberCsvError[] = [];
  let admitted = 0;
  let updated = 0;
  let matched = 0;
  for (const row of rows) {
    const byEmail = Object.keys(club.members).find(
      (id) => club.members[id]!.email?.toLowerCase() === row.email.toLowerCase(),
    );
    const known = byEmail ?? (row.federationId ? memberWithFederationId(club, row.federationId) : undefined);
    const command = known ? knownMemberCommand(club, known, row, at) : admission(club, row, at);
    if (!known) admitted += 1;
    else if (command?.type === 'EditMember') updated += 1;
    else matched += 1;
    if (!command) continue;
    try {
      club = clubDecider.decide(command, club).reduce(clubDecider.evolve, club);
      commands.push(command);
    } catch (error) {
      if (!isDomainError(error)) throw error;
      const field = error.params['field'];
      errors.push({
        line: row.line,
        column: typeof field === 'string' ? (COLUMN_OF_FIELD[field] ?? field) : null,
        message: error.message,
      });
    }
  }
  return { commands, admitted, updated, matched, errors };
}

/** A known member's line: his new name (with a federation id he lacks), or only that id, or nothing. */
function knownMemberCommand(club: ClubState, memberId: string, row: MemberCsvRow, at: string): ClubCommand | undefined {
  const member = club.members[memberId]!;
  const missingId = row.federationId && !member.federationId ? row.federationId : undefined;
  if (member.active && member.name !== row.name)
    return {
      type: 'EditMember',
      memberId,
      name: row.name,
      ...(member.email ? { email: member.email } : {}),
      ...((missingId ?? member.federationId) ? { federationId: missingId ?? member.federationId } : {}),
      at,
    };
  return missingId ? { type: 'RecordMemberFederationId', memberId, federationId: missingId, at } : undefined;
}

function admission(club: ClubState, row: MemberCsvRow, at: string): ClubCommand {
  return {
    type: 'AdmitMember',
    memberId: memberIdFor(row.name, (id) => id in club.members),
    name: row.name,
    email: row.email,
    ...(row.federationId ? { federationId: row.federationId } : {}),
    at,
  };
}
