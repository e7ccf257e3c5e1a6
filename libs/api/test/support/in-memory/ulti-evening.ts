// The Ulti evening's commands over plain data (the API tests' fixture): each accepted command is
// kept in `ultiCommands` with who sent it; a session id starting 'closed' refuses as the decider
// would. The preview is the application's own (the engine, pure).
import { ultiDealPreview, type UltiEvening, type UltiEveningUseCases, type UltiScoreSheet } from '@club/application';

export interface UltiEveningData {
  readonly ultiCommands?: { name: string; input: unknown; memberId: string }[];
  readonly ultiEvenings?: readonly UltiEvening[];
  readonly ultiScoreSheets?: readonly UltiScoreSheet[];
}

export function inMemoryUltiEvening(data: UltiEveningData): UltiEveningUseCases {
  const keep = (name: string) => async (input: { readonly sessionId: string }, by: { readonly memberId: string }) => {
    if (input.sessionId.startsWith('closed'))
      return { ok: false as const, error: `Ulti session ${input.sessionId} is closed`, code: 'session-closed' };
    data.ultiCommands?.push({ name, input, memberId: by.memberId });
    return { ok: true as const };
  };
  return {
    openUltiSession: keep('openUltiSession'),
    checkInUltiPlayer: keep('checkInUltiPlayer'),
    withdrawUltiPlayer: keep('withdrawUltiPlayer'),
    drawUltiRound: keep('drawUltiRound'),
    recordUltiDeal: keep('recordUltiDeal'),
    correctUltiDeal: keep('correctUltiDeal'),
    recordUltiJuryRuling: keep('recordUltiJuryRuling'),
    endUltiRound: keep('endUltiRound'),
    closeUltiSession: keep('closeUltiSession'),
    previewUltiDeal: async ({ record }) => ultiDealPreview(record),
    ultiScoreSheet: (sessionId, table) =>
      data.ultiScoreSheets?.find((t) => t.sessionId === sessionId && t.table === table),
    ultiEvening: (sessionId) => data.ultiEvenings?.find((e) => e.sessionId === sessionId),
  };
}
