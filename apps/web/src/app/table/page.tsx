// A table's phone: the code from the table's card (typed, or from its QR code's address) signs it in.
import { TableSignInForm } from '../../components/table/table-sign-in-form';
import { TABLE_SIGN_IN_WORDS } from '../../words/table-page';

export default async function TableSignInPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const code = (await searchParams)['code'];
  return (
    <>
      <h1>{TABLE_SIGN_IN_WORDS.title}</h1>
      <p className="muted">{TABLE_SIGN_IN_WORDS.help}</p>
      <TableSignInForm code={typeof code === 'string' ? code.slice(0, 20) : ''} />
    </>
  );
}
