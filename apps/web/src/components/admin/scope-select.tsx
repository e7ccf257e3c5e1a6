'use client';
// The session or league a role is granted for, chosen by name: bridge sessions with their date
// (newest first) and, for a role held at Ulti evenings too, the Ulti evenings; leagues by name.
// A select, so a phone shows its own picker.
import type { RoleScopes } from '@club/application/shapes';
import type { ClubRole } from '@club/club';
import { useTranslations } from 'next-intl';
import { useClubClock } from '../time/clock-context';
import { formatInstant } from '../time/club-time';

type Kind = 'session' | 'league';
interface Choice {
  readonly id: string;
  readonly name: string;
  readonly startsAt: string | null;
  /** The group's key in `scopeSelect`. */
  readonly group: 'leagues' | 'ultiEvenings' | 'bridgeSessions';
}

/** The sessions (the Ulti jury's: Ulti evenings only) or leagues a role may be granted for. */
export function scopeChoices(scopes: RoleScopes, role: ClubRole, kind: Kind): Choice[] {
  if (kind === 'league')
    return scopes.leagues.map((l) => ({ id: l.leagueId, name: l.name, startsAt: null, group: 'leagues' as const }));
  return scopes.sessions
    .filter((s) => role !== 'ulti-jury' || s.game === 'ulti')
    .map((s) => ({
      id: s.sessionId,
      name: s.name,
      startsAt: s.startsAt,
      group: s.game === 'ulti' ? ('ultiEvenings' as const) : ('bridgeSessions' as const),
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
  const t = useTranslations('scopeSelect');
  const choices = scopeChoices(scopes, role, kind);
  const groups = [...new Set(choices.map((c) => c.group))];
  if (choices.length === 0) return <p className="muted">{t(kind === 'session' ? 'noSession' : 'noLeague')}</p>;
  return (
    <label>
      {t(kind)}
      <select name="scopeId" value={value} onChange={(e) => onChange(e.target.value)}>
        {groups.map((group) => (
          <optgroup key={group} label={t(group)}>
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
