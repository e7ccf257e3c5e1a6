'use client';
// Makes the official score available; the deadlines it sets (79C1 correction, 92B appeal) are
// shown on the session's page with the publication. While rounds remain or results are missing,
// the first press only says what is missing; publishing takes a second press that names it, and
// sends those very counts (the decider refuses other counts, e.g. from a page left open too long).
import { useMutation } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { useTRPC } from '../../trpc/client';
import { whatIsMissingIn } from '../../words/what-is-missing';
import { FormError } from './form-error';

interface Props {
  readonly sessionId: string;
  readonly republish: boolean;
  readonly incomplete: { readonly roundsRemaining: number; readonly missingResults: number };
}

export function PublishButton({ sessionId, republish, incomplete }: Props) {
  const trpc = useTRPC();
  const t = useTranslations('directorControls');
  // The counts in the page's words, '' when complete.
  const whatIsMissing = whatIsMissingIn(incomplete, t);
  const router = useRouter();
  const [warned, setWarned] = useState(false);
  const publish = useMutation(
    trpc.director.publish.mutationOptions({
      onSuccess: () => {
        setWarned(false);
        router.refresh();
      },
      // Refused (e.g. a result entered meanwhile): the page's counts are read again.
      onError: () => router.refresh(),
    }),
  );
  const label = republish ? t('publishAgain') : t('publish');
  if (!warned) {
    return (
      <div className="publish">
        <button
          type="button"
          disabled={publish.isPending}
          onClick={() => (whatIsMissing ? setWarned(true) : publish.mutate({ sessionId }))}
        >
          {label}
        </button>
        <FormError error={publish.error} />
      </div>
    );
  }
  return (
    <div className="publish" role="group" aria-label={t('despite')}>
      <p className="error" role="alert" data-testid="publish-warning">
        {t('notEverything', { missing: whatIsMissing })}
      </p>
      <button
        type="button"
        disabled={publish.isPending}
        onClick={() =>
          publish.mutate({
            sessionId,
            confirmIncomplete: {
              roundsRemaining: incomplete.roundsRemaining,
              missingResults: incomplete.missingResults,
            },
          })
        }
      >
        {t('publishAnyway', { missing: whatIsMissing })}
      </button>{' '}
      <button type="button" disabled={publish.isPending} onClick={() => setWarned(false)}>
        {t('cancel')}
      </button>
      <FormError error={publish.error} />
    </div>
  );
}
