// The options the Laws give the non-offending side after a lead out of turn, as data.
export type LeadOutOfTurnOption =
  | 'accept' // 53A, 54B, 55A: the lead stands
  | 'declarer-spreads-hand' // 54A: declarer becomes dummy, dummy becomes declarer
  | 'withdraw'; // 54D/56: retracted and a major penalty card; 55B: retracted, lead from the correct hand

export interface PlayOption {
  readonly option: LeadOutOfTurnOption;
  readonly law: string;
  readonly description: string;
}
