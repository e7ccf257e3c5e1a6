// One result in a line of text: the contract, who declared, the tricks and North-South's score,
// where two results stand side by side (the one recorded and the one a table entered after it).
import { useTranslations } from 'next-intl';
import { signedScore } from '../words/result-flags';
import { Contract } from './suit';

export interface ResultLineWords {
  readonly contract: string;
  readonly declarer: string | null;
  readonly tricks: number | null;
  readonly scoreNs: number;
}

export function ResultWords({ line }: { line: ResultLineWords | null }) {
  const t = useTranslations('resultLine');
  if (!line) return <>{t('none')}</>;
  return (
    <>
      <Contract contract={line.contract} />
      {line.declarer ? t('by', { declarer: line.declarer }) : ''}
      {line.tricks !== null ? t('tricks', { tricks: line.tricks }) : ''}
      {t('score', { score: signedScore(line.scoreNs) })}
    </>
  );
}
