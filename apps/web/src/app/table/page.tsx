// A table's phone: the code from the table's card (typed, or from its QR code's address) signs it in.
import { TableSignInForm } from '../../components/table/table-sign-in-form';

export default async function TableSignInPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const code = (await searchParams)['code'];
  return (
    <>
      <h1>Score at your table</h1>
      <p className="muted">Enter the code on your table&apos;s card. Any player at the table may hold the phone.</p>
      <TableSignInForm code={typeof code === 'string' ? code.slice(0, 20) : ''} />
    </>
  );
}
