'use client';
// The "forgot password" requests waiting on the club administrator, oldest first: who asked and
// when. He hands an active member his set-password link (which answers the request; the link stays
// shown to copy until the page is loaded again) or dismisses the request; a member no longer active
// gets no link, his request is only dismissed.
import type { PasswordRequests as Requests } from '@club/application/shapes';
import { useMutation } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { useTRPC } from '../../trpc/client';
import { When } from '../time/when';
import { PasswordLinkButton } from './password-link-button';
import { RefusalText } from '../refusal-words';

export function PasswordRequests({ requests }: { requests: Requests }) {
  const trpc = useTRPC();
  const t = useTranslations('passwordRequests');
  const router = useRouter();
  // Requests answered by a link on this page: nothing left to dismiss.
  const [answered, setAnswered] = useState<ReadonlySet<number>>(new Set());
  const dismiss = useMutation(trpc.admin.dismissPasswordRequest.mutationOptions({ onSuccess: () => router.refresh() }));
  return (
    <section className="stack card" aria-labelledby="password-requests">
      <h2 id="password-requests">
        {t('title')}{' '}
        {requests.length > 0 ? (
          <span className="badge" aria-label={t('waiting', { count: requests.length })}>
            {requests.length}
          </span>
        ) : null}
      </h2>
      {requests.length === 0 ? (
        <p className="muted">{t('none')}</p>
      ) : (
        <ul className="stack member-roll" aria-label={t('list')}>
          {requests.map((request) => (
            <li key={request.requestId} className="stack" aria-label={t('requestOf', { name: request.name })}>
              <p>
                {t.rich('asked', {
                  name: request.name,
                  strong: (c) => <strong>{c}</strong>,
                  when: () => <When at={request.requestedAt} />,
                })}
              </p>
              {request.active ? (
                <PasswordLinkButton
                  memberId={request.memberId}
                  name={request.name}
                  onIssued={() => setAnswered((ids) => new Set(ids).add(request.requestId))}
                />
              ) : (
                <p className="muted">{t('inactive')}</p>
              )}
              {answered.has(request.requestId) ? null : (
                <button
                  type="button"
                  disabled={dismiss.isPending}
                  onClick={() => dismiss.mutate({ requestId: request.requestId })}
                >
                  {t('dismiss')}
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
