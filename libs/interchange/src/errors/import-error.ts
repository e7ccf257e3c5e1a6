// Every import problem names the file, the line and the field, so a scorer can open the file and fix it.

export interface ImportErrorPlace {
  readonly file: string;
  readonly line: number | null;
  /** The field in the file's own vocabulary, e.g. `ScoreTable row 4, column Contract` or `TRAVELLER_LINE/SCORE`. */
  readonly field: string | null;
}

/** A reader's problem as a code with its parameters, so a page can word it; absent: the English `problem` only. */
export interface ImportErrorReason {
  readonly code: string;
  readonly params: Readonly<Record<string, string | number>>;
}

export class ImportError extends Error {
  override readonly name = 'ImportError';
  readonly file: string;
  readonly line: number | null;
  readonly field: string | null;
  readonly problem: string;
  readonly reason: ImportErrorReason | null;

  constructor(place: ImportErrorPlace, problem: string, reason: ImportErrorReason | null = null) {
    super(formatPlace(place) + problem);
    this.file = place.file;
    this.line = place.line;
    this.field = place.field;
    this.problem = problem;
    this.reason = reason;
  }
}

function formatPlace({ file, line, field }: ImportErrorPlace): string {
  return `${file}${line === null ? '' : `:${line}`}: ${field === null ? '' : `${field}: `}`;
}

/** Runs `parse` and re-throws any plain error as an ImportError at the given place. */
export function at<T>(place: ImportErrorPlace, parse: () => T): T {
  try {
    return parse();
  } catch (error) {
    if (error instanceof ImportError) throw error;
    throw new ImportError(place, error instanceof Error ? error.message : String(error));
  }
}
