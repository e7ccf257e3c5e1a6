// The Ulti jury's use cases over plain data (the API tests' fixture): naming a juror is kept in
// `ultiCommands` with who sent it (a session id starting 'closed' refuses as the decider would);
// the desk is found by session id; the preview answers the deltas the data gives for the session's deal 1.
import type { UltiDealPreview, UltiJuryDesk, UltiJuryUseCases } from '@club/application';

export interface UltiJuryData {
  readonly ultiCommands?: { name: string; input: unknown; memberId: string }[];
  readonly ultiJuryDesks?: readonly UltiJuryDesk[];
  readonly ultiRulingPreviews?: Readonly<Record<string, UltiDealPreview>>;
}

export function inMemoryUltiJury(data: UltiJuryData): UltiJuryUseCases {
  const kept =
    (name: string): UltiJuryUseCases['nameUltiJuror'] =>
    async (input, by) => {
      if (input.sessionId.startsWith('closed'))
        return { ok: false, error: `Ulti session ${input.sessionId} is closed`, code: 'session-closed' };
      data.ultiCommands?.push({ name, input, memberId: by.memberId });
      return { ok: true };
    };
  return {
    nameUltiJuror: kept('nameUltiJuror'),
    removeUltiJuror: kept('removeUltiJuror'),
    ultiJuryDesk: ({ sessionId }) => data.ultiJuryDesks?.find((d) => d.sessionId === sessionId),
    async previewUltiRuling({ sessionId, dealNo }) {
      const preview = data.ultiRulingPreviews?.[sessionId];
      return preview && dealNo === 1
        ? { ok: true, preview }
        : { ok: false, error: `no deal ${dealNo} is recorded`, code: 'unknown-deal', params: { dealNo } };
    },
  };
}
