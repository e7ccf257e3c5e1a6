// One board at one table of a session: what every director form acts on.
export interface BoardAt {
  readonly sessionId: string;
  readonly section: string;
  readonly table: number;
  readonly board: number;
}
