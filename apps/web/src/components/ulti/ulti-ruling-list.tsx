// The jury's rulings of a session, oldest first: when (club time), who ruled, the table and deal,
// the rule (renonsz case by its §, or discipline §11) and on whom, by names, never ids.
import { useTranslations } from 'next-intl';
import type { UltiRulingRow } from '@club/application/shapes';
import { When } from '../time/when';
import { disciplineWords } from '../../words/ulti-jury-words';
import { Word } from './ulti-terms';

export function UltiRulingList({
  rulings,
  names,
  cases = {},
}: {
  rulings: readonly UltiRulingRow[];
  names: Readonly<Record<string, string>>;
  /** The Hungarian words of each renonsz case by id, where the page has them. */
  cases?: Readonly<Record<string, string>>;
}) {
  const t = useTranslations('ultiRulings');
  const disciplines = useTranslations('ultiDiscipline');
  const name = (p: string) => names[p] ?? p;
  if (rulings.length === 0) return <p className="muted">{t('none')}</p>;
  return (
    <ol className="ulti-rulings">
      {rulings.map((r) => {
        const [hu, en] = r.action ? disciplineWords(r.action) : ['', ''];
        // The help in the page's language; an action the catalogue lacks keeps the words file's English.
        const help = r.action && disciplines.has(r.action as 'warning') ? disciplines(r.action as 'warning') : en;
        return (
          <li key={r.rulingId} aria-label={t('label', { ruling: r.rulingId })}>
            <When at={r.at} />
            {t('where', { by: name(r.by), round: r.round, table: r.table })}
            {r.dealNo !== null ? t('deal', { deal: r.dealNo }) : ''}
            <br />
            {r.kind === 'renonsz' ? (
              <>
                <Word word="renonsz" />
                {t('renonszBy', { section: r.section, player: r.player ? name(r.player) : '—' })}
                {r.case && cases[r.case] ? <span className="muted"> — {cases[r.case]}</span> : null}
              </>
            ) : (
              <>
                {r.section}: <abbr title={help}>{hu}</abbr>
                {t('disciplineFor', { player: r.player ? name(r.player) : '—' })}
              </>
            )}
            {r.text ? <span className="muted"> · {r.text}</span> : null}
          </li>
        );
      })}
    </ol>
  );
}
