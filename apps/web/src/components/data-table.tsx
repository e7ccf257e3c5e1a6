// A plain table that scrolls sideways on a phone instead of squeezing its columns.
import type { ReactNode } from 'react';
import { TableScroll } from './table-scroll';

export function DataTable({
  headers,
  rows,
}: {
  headers: readonly string[];
  /** `own`: the signed-in member's row (his pair in a ranking), shown highlighted. */
  rows: readonly { key: string; cells: readonly ReactNode[]; own?: boolean }[];
}) {
  return (
    <TableScroll>
      <table>
        <thead>
          <tr>
            {headers.map((h) => (
              <th scope="col" key={h}>
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key} className={row.own ? 'own-row' : undefined} data-own={row.own ? 'true' : undefined}>
              {row.cells.map((cell, i) => (
                <td key={headers[i] ?? i}>{cell}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}
