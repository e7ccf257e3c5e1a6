'use client';
import { useMutation } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useTRPC } from '../../trpc/client';
import { RefusalText } from '../../components/refusal-words';

export function SignOutButton() {
  const t = useTranslations('signOut');
  const trpc = useTRPC();
  const router = useRouter();
  const signOut = useMutation(
    trpc.auth.signOut.mutationOptions({
      onSuccess: () => {
        router.replace('/');
        router.refresh();
      },
    }),
  );
  return (
    <>
      {signOut.error ? (
        <p className="error" role="alert">
          <RefusalText error={signOut.error} plain />
        </p>
      ) : null}
      <button type="button" onClick={() => signOut.mutate()} disabled={signOut.isPending}>
        {t('submit')}
      </button>
    </>
  );
}
