'use client';
// The session or league a role is granted for, chosen by name: bridge sessions with their date
// (newest first) and, for a role held at Ulti evenings too, the Ulti evenings; leagues by name.
// A select, so a phone shows its own picker.
import type { RoleScopes } from '@club/application/shapes';
import type { ClubRole } from '@club/club';
import { useClubClock } from '../time/clock-context';
import { formatInstant } from '../time/club-time';

type Kind = 'session' | 'league';
interface Choice {
  readonly id: string;
  readonly name: string;
  readonly startsAt: string | null;
  readonly group: string;
}

/** The sessions (the Ulti jury's: Ulti evenings only) or leagues a role may be granted for. */
export function scopeChoices(scopes: RoleScopes, role: ClubRole, kind: Kind): Choice[] {
  if (kind === 'league')
    return scopes.leagues.map((l) => ({ id: l.leagueId, name: l.name, startsAt: null, group: 'Leagues' }));
  return scopes.sessions
    .filter((s) => role !== 'ulti-jury' || s.game === 'ulti')
    .map((s) => ({
      id: s.sessionId,
      name: s.name,
      startsAt: s.startsAt,
      group: s.game === 'ulti' ? 'Ulti evenings' : 'Bridge sessions',
    }));
}

export function ScopeSelect({
  scopes,
  role,
  kind,
  value,
  onChange,
}: {
  scopes: RoleScopes;
  role: ClubRole;
  kind: Kind;
  value: string;
  onChange: (id: string) => void;
}) {
  const clock = useClubClock();
  const choices = scopeChoices(scopes, role, kind);
  const groups = [...new Set(choices.map((c) => c.group))];
  const label = kind === 'session' ? 'Session' : 'League';
  if (choices.length === 0) return <p className="muted">The club has no {kind} to choose yet.</p>;
  return (
    <label>
      {label}
      <select name="scopeId" value={value} onChange={(e) => onChange(e.target.value)}>
        {groups.map((group) => (
          <optgroup key={group} label={group}>
            {choices
              .filter((c) => c.group === group)
              .map((c) => (
                <option key={c.id} value={c.id}>
                  {c.startsAt ? `${c.name}, ${formatInstant(c.startsAt, clock, 'date')}` : c.name}
                </option>
              ))}
          </optgroup>
        ))}
      </select>
    </label>
  );
}
