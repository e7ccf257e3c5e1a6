// A table's phone: the code from the table's card (typed, or from its QR code's address) signs it in.
import { getTranslations } from 'next-intl/server';
import { TableSignInForm } from '../../components/table/table-sign-in-form';

export default async function TableSignInPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const code = (await searchParams)['code'];
  const t = await getTranslations('tableSignIn');
  return (
    <>
      <h1>{t('title')}</h1>
      <p className="muted">{t('help')}</p>
      <TableSignInForm code={typeof code === 'string' ? code.slice(0, 20) : ''} />
    </>
  );
}
