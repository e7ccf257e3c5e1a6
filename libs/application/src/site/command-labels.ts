// The commands a refusal's message may point to ("RecordHearing first"), in the words of what the
// person does on the site, beside the shapes they are sent with. The API puts them in words once.
export const COMMAND_LABELS: Readonly<Record<string, string>> = {
  LodgeAppeal: 'lodge the appeal',
  RouteAppeal: 'route the appeal',
  ScheduleHearing: 'schedule the hearing',
  RecordHearing: 'record the hearing',
  DecideAppeal: 'decide the appeal',
  OpenTableBoard: 'open the board at the table',
  CorrectResult: 'a result correction',
  FaceOpeningLead: 'face the opening lead',
  AdjustScore: 'the adjusted score',
  GiveRuling: 'the ruling',
};
