// How the club's stored events are read today (the log itself is never rewritten). The claim
// machine's end-of-round fact was stored as `RoundEnded`, the name of the session's round end too:
// on a table-board stream it reads as `BoardRoundEnded`; the session stream's keeps its name. Ulti
// session events of version 1 read as round 1 (ulti-session-upcasters.ts); a bridge session's
// version 1 schedule reads its guests' names as guest records (session-upcasters.ts); a rubber
// table's next rubber of version 1 names no first dealer (rubber-table-upcasters.ts); a call of
// version 1 was recorded without its alert (@club/bridge auction-upcasters.ts).
import { registerAuctionUpcasters } from '@club/bridge';
import { UpcasterRegistry } from '@club/events';
import { TABLE_BOARD_STREAM_PREFIX } from '../shared/stream-ids';
import { registerSessionUpcasters } from '../session/session-upcasters';
import { registerUltiSessionUpcasters } from '../ulti/session/ulti-session-upcasters';
import { registerRubberTableUpcasters } from '../rubber/rubber-table-upcasters';

/** A fresh registry of the club's upcasters, for the event store that opens a club file. */
export function clubUpcasters(): UpcasterRegistry {
  return registerAuctionUpcasters(
    registerSessionUpcasters(
      registerRubberTableUpcasters(
        registerUltiSessionUpcasters(
          new UpcasterRegistry().rename(
            'RoundEnded',
            'BoardRoundEnded',
            (event) => event.streamId?.startsWith(TABLE_BOARD_STREAM_PREFIX) ?? false,
          ),
        ),
      ),
    ),
  );
}
