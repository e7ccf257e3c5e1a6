// One demo account per role, for trying the site. Every demo person is also a club member.
// Idempotent: accounts that exist already are left as they are. The passwords are fixed so that
// `npm start` can print them on every start; they are for the demo club only.
import type { ClubRole, RoleGrant } from '@club/club';
import { DomainError } from '@club/events';
import type { AuthStore } from './auth-store';

export interface DemoAccount {
  readonly role: ClubRole;
  /** The role as `npm start` names it beside the account. */
  readonly label: string;
  readonly memberId: string;
  readonly name: string;
  readonly email: string;
  readonly password: string;
  readonly grants: readonly RoleGrant[];
}

export interface DemoAccountOptions {
  /** Sessions the demo director directs (his director grants are scoped to them). */
  readonly directedSessionIds?: readonly string[];
  /** The club's members who hold each role (from the club stream): the accounts are theirs. */
  readonly holders?: readonly { readonly role: ClubRole; readonly memberId: string; readonly name: string }[];
}

export function demoAccounts(options: DemoAccountOptions = {}): DemoAccount[] {
  const sessions = options.directedSessionIds ?? ['demo-session'];
  const account = (role: ClubRole, label: string, memberId: string, name: string, grants: RoleGrant[]): DemoAccount => {
    const holder = options.holders?.find((h) => h.role === role);
    return {
      role,
      label,
      memberId: holder?.memberId ?? memberId,
      name: holder?.name ?? name,
      email: `${role}@demo.club`,
      password: `demo-${role}-pass`,
      grants: [{ role: 'member' }, ...grants],
    };
  };
  return [
    account('member', 'Member', 'demo-member', 'Mary Member', []),
    account(
      'director',
      'Director',
      'demo-director',
      'Dora Director',
      sessions.map((id) => ({ role: 'director' as const, scope: { kind: 'session' as const, id } })),
    ),
    account('league-admin', 'League administrator', 'demo-league-admin', 'Leo League', [{ role: 'league-admin' }]),
    account('appeals-committee', 'Appeals committee', 'demo-appeals', 'Alma Appeals', [{ role: 'appeals-committee' }]),
    account('club-admin', 'Club administrator', 'demo-club-admin', 'Cecil Admin', [{ role: 'club-admin' }]),
    // The member named to the demo Ulti evening's jury when the club has one (his role comes from the
    // club stream, scoped to that evening); else named club-wide, to try the jury's page on any session.
    account('ulti-jury', 'Ulti jury (zsűri)', 'demo-ulti-jury', 'Judit Jury', [{ role: 'ulti-jury' }]),
  ];
}

const unlessCreatedMeanwhile = (error: unknown) => {
  if (!(error instanceof DomainError && error.code === 'account-exists')) throw error;
};

/**
 * Creates the demo accounts that do not exist yet and returns all of them with their passwords. An
 * existing demo account is linked to the member who now holds its role (a club file seeded again).
 */
export async function seedDemoAccounts(auth: AuthStore, options: DemoAccountOptions = {}): Promise<DemoAccount[]> {
  const wanted = demoAccounts(options);
  const existing = new Map((await auth.accounts()).map((a) => [a.email.toLowerCase(), a]));
  for (const account of wanted) {
    const found = existing.get(account.email);
    // Web hosts starting together on one club's accounts: another may have just created it.
    if (!found) await auth.createAccount(account).catch(unlessCreatedMeanwhile);
    else if (found.memberId !== account.memberId) await auth.linkAccount(account.email, account.memberId, account.name);
  }
  return wanted;
}
