import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { RefusalText, type RefusedError } from './refusal-words';
import { SignInLink } from './sign-in-link';

/** Why a page cannot be shown (in the page's language when the catalogue has the refusal), with the way out. */
export function Refusal({ code, error }: { code: string; error: RefusedError }) {
  const t = useTranslations('refusalPage');
  return (
    <section className="card" role="alert">
      <p>
        <RefusalText error={error} />
      </p>
      {code === 'UNAUTHORIZED' ? <SignInLink /> : <Link href="/">{t('home')}</Link>}
    </section>
  );
}
