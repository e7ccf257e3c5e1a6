'use client';
// The administrator asks for a member's one-time set-password link (his account is created with
// it if he has none; it serves again when he forgot his password) and hands it over: it is shown
// whole, with when it expires.
import { useMutation } from '@tanstack/react-query';
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
  const link = useMutation(trpc.admin.passwordLink.mutationOptions({ onSuccess: () => onIssued?.() }));
  const url = link.data && `${window.location.origin}${link.data.path}`;
  return (
    <div className="stack">
      <button type="button" disabled={link.isPending} onClick={() => link.mutate({ memberId })}>
        Set-password link
      </button>
      {link.data ? (
        <p className="password-link" role="status" aria-label={`Set-password link for ${name}`}>
          Hand this link to {name}; it works once, until <When at={link.data.expiresAt} />: <a href={url}>{url}</a>
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
