// A rubber table's players as the page names them. The table stores a name alone and a guest as the
// player with no memberId; the page adds the word for guest in its own language ("Gus (guest)",
// "Gus (host)"), so a table opened from a Czech page reads right on a Hungarian one.
import { useTranslations } from 'next-intl';
import type { RubberSheet } from '@club/application/shapes';

export type RubberPlayer = RubberSheet['table']['players'][number];

/** The player's name as shown: a guest's with the page's guest word (`rubberPlayer.guest`). */
export const shownName = (player: RubberPlayer, asGuest: (name: string) => string): string =>
  player.memberId === null ? asGuest(player.name) : player.name;

/** A table's players named by id in the page's language (an id not at the table is shown as it is). */
export function usePlayerNames(players: readonly RubberPlayer[]): (playerId: string) => string {
  const t = useTranslations('rubberPlayer');
  return (playerId) => {
    const player = players.find((p) => p.playerId === playerId);
    return player ? shownName(player, (name) => t('guest', { name })) : playerId;
  };
}
