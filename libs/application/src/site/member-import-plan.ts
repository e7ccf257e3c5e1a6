// What a member list changes in the club, decided before anything is recorded: a line whose member
// is already known (by email, or by federation id) is matched, not admitted again (his federation
// id is recorded when the club has none for him); any other line admits a new member. Each command
// is decided in turn on the club as the lines before it leave it, so a refusal is found here, named
// by its line and column, and the caller records nothing. Pure.
import { clubDecider, memberWithFederationId, type ClubCommand, type ClubState } from '@club/club';
import { isDomainError } from '@club/events';
import type { MemberCsvError, MemberCsvRow } from './member-csv';
import { memberIdFor } from './member-id-for';

export interface MemberImportPlan {
  readonly commands: readonly ClubCommand[];
  readonly admitted: number;
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
  let matched = 0;
  for (const row of rows) {
    const byEmail = Object.keys(club.members).find(
      (id) => club.members[id]!.email?.toLowerCase() === row.email.toLowerCase(),
    );
    const known = byEmail ?? (row.federationId ? memberWithFederationId(club, row.federationId) : undefined);
    const command: ClubCommand | undefined = known
      ? row.federationId && !club.members[known]!.federationId
        ? { type: 'RecordMemberFederationId', memberId: known, federationId: row.federationId, at }
        : undefined
      : {
          type: 'AdmitMember',
          memberId: memberIdFor(row.name, (id) => id in club.members),
          name: row.name,
          email: row.email,
          ...(row.federationId ? { federationId: row.federationId } : {}),
          at,
        };
    if (known) matched += 1;
    else admitted += 1;
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
  return { commands, admitted, matched, errors };
}
