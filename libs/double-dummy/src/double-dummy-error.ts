// A call the solver refused (a bad deal or play, an internal failure), with DDS's code and its words.
export class DoubleDummyError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
    this.name = 'DoubleDummyError';
  }
}
