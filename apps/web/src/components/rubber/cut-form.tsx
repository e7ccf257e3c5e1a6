'use client';
// Between rubbers at a table that changes partnerships by the cut: the scorer enters what the cut
// decided: with five players who sits out, then who partners whom and who deals first. The table
// checks the seating (every player once) and the dealer (playing this rubber), naming the field.
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import type { RubberSheet } from '@club/application/shapes';
import { usePlayerNames } from './player-names';

type Seating = RubberSheet['table']['rubbers'][number]['seating'];

export interface Cut {
  readonly seating: Seating;
  readonly firstDealer: string;
}

/** The cut's seating: the first player in and the partner chosen are We, the other two They. */
export function cutSeating(playing: readonly string[], partner: string, out: string | null): Seating {
  const [first, ...rest] = playing;
  const them = rest.filter((id) => id !== partner);
  return { NS: [first!, partner], EW: [them[0]!, them[1]!], out };
}

export function CutForm({
  sheet,
  rubber,
  onCut,
  pending,
}: {
  sheet: RubberSheet;
  /** The rubber the cut starts. */
  rubber: number;
  onCut: (cut: Cut) => void;
  pending: boolean;
}) {
  const t = useTranslations('rubberCut');
  const players = sheet.table.players;
  const nameOf = usePlayerNames(players);
  const five = players.length === 5;
  const [out, setOut] = useState<string>(five ? players[0]!.playerId : '');
  const playing = players.map((p) => p.playerId).filter((id) => id !== out);
  const [partner, setPartner] = useState('');
  const [dealer, setDealer] = useState('');
  const first = playing[0]!;
  const others = playing.slice(1);
  const ready = others.includes(partner) && playing.includes(dealer);
  return (
    <form
      className="card cut-form"
      aria-label={t('label')}
      onSubmit={(e) => {
        e.preventDefault();
        if (ready) onCut({ seating: cutSeating(playing, partner, five ? out : null), firstDealer: dealer });
      }}
    >
      <p>{t('intro', { over: rubber - 1, rubber })}</p>
      {five ? (
        <label>
          {t('sitsOut')}
          <select value={out} onChange={(e) => (setOut(e.target.value), setPartner(''), setDealer(''))}>
            {players.map((p) => (
              <option key={p.playerId} value={p.playerId}>
                {nameOf(p.playerId)}
              </option>
            ))}
          </select>
        </label>
      ) : null}
      <label>
        {t('partner', { name: nameOf(first) })}
        <select value={partner} onChange={(e) => setPartner(e.target.value)}>
          <option value="">{t('choose')}</option>
          {others.map((id) => (
            <option key={id} value={id}>
              {nameOf(id)}
            </option>
          ))}
        </select>
      </label>
      <label>
        {t('firstDealer')}
        <select value={dealer} onChange={(e) => setDealer(e.target.value)}>
          <option value="">{t('choose')}</option>
          {playing.map((id) => (
            <option key={id} value={id}>
              {nameOf(id)}
            </option>
          ))}
        </select>
      </label>
      <button type="submit" className="confirm" disabled={!ready || pending}>
        {t('start', { rubber })}
      </button>
    </form>
  );
}
