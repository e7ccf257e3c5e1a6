'use client';
// The administrator asks for a member's one-time set-password link (his account is created with
// it if he has none; it serves again when he forgot his password) and hands it over: it is shown
// whole, with when it expires.
import { useMutation } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useTRPC } from '../../trpc/client';
import { When } from '../time/when';
import { RefusalText } from '../refusal-words';

export function PasswordLinkButton({
  memberId,
  name,
  onIssued,
}: {
  memberId: string;
  name: string;
  /** Told when the link is issued (a "forgot password" request it answered). */
  onIssued?: () => void;
}) {
  const trpc = useTRPC();
  const t = useTranslations('passwordLink');
  const link = useMutation(trpc.admin.passwordLink.mutationOptions({ onSuccess: () => onIssued?.() }));
  const issued = link.data;
  const url = issued && `${window.location.origin}${issued.path}`;
  return (
    <div className="stack">
      <button type="button" disabled={link.isPending} onClick={() => link.mutate({ memberId })}>
        {t('button')}
      </button>
      {issued ? (
        <p className="password-link" role="status" aria-label={t('label', { name })}>
          {t.rich('handOver', {
            name,
            url: url ?? '',
            when: () => <When at={issued.expiresAt} />,
            link: (c) => <a href={url}>{c}</a>,
          })}
        </p>
      ) : null}
      {link.error ? (
        <p className="error" role="alert">
          <RefusalText error={link.error} plain />
        </p>
      ) : null}
    </div>
  );
}
