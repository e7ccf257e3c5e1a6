'use client';
// The "forgot password" requests waiting on the club administrator, oldest first: who asked and
// when. He hands an active member his set-password link (which answers the request; the link stays
// shown to copy until the page is loaded again) or dismisses the request; a member no longer active
// gets no link, his request is only dismissed.
import type { PasswordRequests as Requests } from '@club/application/shapes';
import { useMutation } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { useTRPC } from '../../trpc/client';
import { When } from '../time/when';
import { PasswordLinkButton } from './password-link-button';
import { RefusalText } from '../refusal-words';

export function PasswordRequests({ requests }: { requests: Requests }) {
  const trpc = useTRPC();
  const router = useRouter();
  // Requests answered by a link on this page: nothing left to dismiss.
  const [answered, setAnswered] = useState<ReadonlySet<number>>(new Set());
  const dismiss = useMutation(trpc.admin.dismissPasswordRequest.mutationOptions({ onSuccess: () => router.refresh() }));
  return (
    <section className="stack card" aria-labelledby="password-requests">
      <h2 id="password-requests">
        Forgotten passwords{' '}
        {requests.length > 0 ? (
          <span className="badge" aria-label={`${requests.length} waiting`}>
            {requests.length}
          </span>
        ) : null}
      </h2>
      {requests.length === 0 ? (
        <p className="muted">Nobody is waiting for a set-password link.</p>
      ) : (
        <ul className="stack member-roll" aria-label="Asked for a set-password link">
          {requests.map((request) => (
            <li key={request.requestId} className="stack" aria-label={`Request of ${request.name}`}>
              <p>
                <strong>{request.name}</strong> asked <When at={request.requestedAt} />
              </p>
              {request.active ? (
                <PasswordLinkButton
                  memberId={request.memberId}
                  name={request.name}
                  onIssued={() => setAnswered((ids) => new Set(ids).add(request.requestId))}
                />
              ) : (
                <p className="muted">No longer an active member: no link is issued to him.</p>
              )}
              {answered.has(request.requestId) ? null : (
                <button
                  type="button"
                  disabled={dismiss.isPending}
                  onClick={() => dismiss.mutate({ requestId: request.requestId })}
                >
                  Dismiss
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      {dismiss.error ? (
        <p className="error" role="alert">
          <RefusalText error={dismiss.error} plain />
        </p>
      ) : null}
    </section>
  );
}
