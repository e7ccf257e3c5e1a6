// A board's recorded result as its director's pages write it: the contract, who declared it and
// his tricks (none when passed out), and the N-S score.
import { getTranslations } from 'next-intl/server';
import { Contract } from '../../../../../../../components/suit';

export async function ResultLine({
  result,
}: {
  result: { contract: string; declarer: string | null; tricks: number | null; scoreNs: number };
}) {
  const t = await getTranslations('rulingsResult');
  const contract = () => <Contract contract={result.contract} />;
  return (
    <p data-testid="board-result">
      {result.declarer
        ? t.rich('played', { contract, declarer: result.declarer, tricks: result.tricks ?? 0, scoreNs: result.scoreNs })
        : t.rich('passedOut', { contract, scoreNs: result.scoreNs })}
    </p>
  );
}
