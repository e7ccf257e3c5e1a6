'use client';
// Makes the official score available; the deadlines it sets (79C1 correction, 92B appeal) are
// shown on the session's page with the publication.
import { useMutation } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { useTRPC } from '../../trpc/client';
import { FormError } from './form-error';

export function PublishButton({ sessionId, republish }: { sessionId: string; republish: boolean }) {
  const trpc = useTRPC();
  const router = useRouter();
  const publish = useMutation(trpc.director.publish.mutationOptions({ onSuccess: () => router.refresh() }));
  return (
    <div className="publish">
      <button type="button" disabled={publish.isPending} onClick={() => publish.mutate({ sessionId })}>
        {republish ? 'Publish the official score again' : 'Publish the official score'}
      </button>
      <FormError error={publish.error} />
    </div>
  );
}
