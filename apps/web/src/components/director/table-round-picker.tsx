'use client';
// A table's own phone on the result pad: it picks its table and round once, and then sees only its
// own boards of that round. "Every table" keeps the director's whole list. The choice stays in the
// page's address (?table=1&round=2), so a reload or a bookmark keeps the table's pad.
import { useTranslations } from 'next-intl';

export interface TableRound {
  /** 'A-1' (section, table), or null for every table. */
  readonly table: string | null;
  readonly round: number | null;
}

export const tableKey = (section: string, table: number) => `${section}-${table}`;

/** The table and round the page's address names, if any. */
export function tableRoundOf(search: URLSearchParams): TableRound {
  const round = Number(search.get('round'));
  return { table: search.get('table'), round: Number.isInteger(round) && round > 0 ? round : null };
}

/** Keeps the choice in the address without a new page (a reload opens the same table's pad). */
export function keepInAddress(choice: TableRound) {
  const url = new URL(window.location.href);
  for (const [name, value] of [
    ['table', choice.table],
    ['round', choice.round === null ? null : String(choice.round)],
  ] as const) {
    if (value === null) url.searchParams.delete(name);
    else url.searchParams.set(name, value);
  }
  window.history.replaceState(null, '', url);
}

export function TableRoundPicker({
  tables,
  rounds,
  choice,
  onChoose,
}: {
  tables: readonly { section: string; table: number }[];
  rounds: readonly number[];
  choice: TableRound;
  onChoose: (choice: TableRound) => void;
}) {
  const t = useTranslations('directorResultPad');
  const oneSection = new Set(tables.map((x) => x.section)).size <= 1;
  return (
    <div className="table-round">
      <Pick
        name="table"
        label={t('table')}
        every={t('everyTable')}
        value={choice.table ?? ''}
        options={tables.map((x) => ({
          value: tableKey(x.section, x.table),
          label: oneSection ? String(x.table) : `${x.section} ${x.table}`,
        }))}
        onPick={(value) => onChoose({ ...choice, table: value === '' ? null : value })}
      />
      <Pick
        name="round"
        label={t('round')}
        every={t('everyRound')}
        value={choice.round === null ? '' : String(choice.round)}
        options={rounds.map((r) => ({ value: String(r), label: String(r) }))}
        onPick={(value) => onChoose({ ...choice, round: value === '' ? null : Number(value) })}
      />
    </div>
  );
}

/** One labelled choice, its first option "every …" (the empty value). */
function Pick({
  name,
  label,
  every,
  value,
  options,
  onPick,
}: {
  name: 'table' | 'round';
  label: string;
  every: string;
  value: string;
  options: readonly { value: string; label: string }[];
  onPick: (value: string) => void;
}) {
  return (
    <div className="pick">
      <label htmlFor={`pad-${name}`}>{label}</label>
      <select id={`pad-${name}`} name={name} value={value} onChange={(e) => onPick(e.target.value)}>
        <option value="">{every}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}
