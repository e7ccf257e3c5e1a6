'use client';
// The fields a club administrator fills in for a member: name, email, national federation number.
import { useTranslations } from 'next-intl';
export interface MemberDetails {
  readonly name: string;
  readonly email: string;
  readonly federationId: string;
}

export function MemberFields({
  details,
  onChange,
}: {
  details: MemberDetails;
  onChange: (details: MemberDetails) => void;
}) {
  const t = useTranslations('memberFields');
  return (
    <>
      <label>
        {t('name')}
        <input
          name="name"
          autoComplete="off"
          value={details.name}
          onChange={(e) => onChange({ ...details, name: e.target.value })}
          required
        />
      </label>
      <label>
        {t('email')}
        <input
          name="email"
          type="email"
          autoComplete="off"
          value={details.email}
          onChange={(e) => onChange({ ...details, email: e.target.value })}
          required
        />
      </label>
      <label>
        {t('federationId')}
        <input
          name="federationId"
          autoComplete="off"
          value={details.federationId}
          onChange={(e) => onChange({ ...details, federationId: e.target.value })}
        />
      </label>
    </>
  );
}
