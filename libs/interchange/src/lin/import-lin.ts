// A LIN file read and every board replayed: what `club convert` and an import work from.
import { parseLin, type LinBoard } from './lin-file';
import type { LinMatchHeader } from './lin-match-header';
import { replayLinBoard, type LinIrregularity, type LinReplay } from './replay-lin-board';

export interface LinImport {
  readonly file: string;
  readonly event: string | null;
  readonly header: LinMatchHeader | null;
  readonly boards: readonly (LinBoard & { readonly replay: LinReplay })[];
  /** Every board's reported irregularities, in file order. */
  readonly irregularities: readonly LinIrregularity[];
}

export function importLin(text: string, file = 'input.lin'): LinImport {
  const parsed = parseLin(text, file);
  const boards = parsed.boards.map((board) => ({ ...board, replay: replayLinBoard(board, file) }));
  return {
    file,
    event: parsed.event,
    header: parsed.header,
    boards,
    irregularities: boards.flatMap((board) => board.replay.irregularities),
  };
}
