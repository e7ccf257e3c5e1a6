// House rules: one setting per ambiguity A-01…A-26 of the spec (§9), each defaulting to the spec's
// reading. A club's rule set is named and versioned, and a copy travels with every game record, so
// a settled deal never changes when the club later changes a setting.
import { z } from 'zod';
import { idText } from '@club/events';
import { SPEC_BID_ORDER } from '../bids/bid-table';

export const houseRuleSettingsSchema = z
  .object({
    /** events the §13 tables do not list (text may be missing): the jury sets the amounts, or §10(3)e–f apply. */
    unlistedIrregularity: z.enum(['jurySetsAmounts', 'offenderPaysBid']).default('jurySetsAmounts'),
    /** the order of the 54 bids, weakest first (ids of the bid table). */
    bidOrder: z
      .array(idText)
      .length(54)
      .refine((ids) => new Set(ids).size === 54 && ids.every((id) => SPEC_BID_ORDER.includes(id)), {
        message: 'must list each of the 54 bid ids once',
      })
      .default([...SPEC_BID_ORDER]),
    /** 20-100 counts exactly one non-trump 20, or one 20 of any suit (a trump K+O counted as 20). */
    twentyHundredMeld: z.enum(['oneNonTrump20', 'one20AnySuit']).default('oneNonTrump20'),
    /** ultimó + 4 ász carries a játék (value 9, red 18) or not (8, red 16). */
    ultiFourAcesHasJatek: z.boolean().default(false),
    /** the játék with a silent 100 under kontra: piecewise 2/4/6, additive 3/4/6, doubling 2/4/8. */
    silent100Formula: z.enum(['piecewise', 'additive', 'doubling']).default('piecewise'),
    /** a silent ulti caught costs 4 (silent value 2 + surcharge 2) or only the 2 surcharge (red ×2). */
    silentUltiCaughtLoss: z.union([z.literal(4), z.literal(2)]).default(4),
    /** a defender's caught silent ulti is shared by both defenders, or paid by the defender who played the seven. */
    defendersCaughtUlti: z.enum(['shared', 'playerOnly']).default('shared'),
    /** who may not play the trump seven while holding another trump. */
    trumpSevenRestriction: z.enum(['ultiDeclarer', 'allPlayers']).default('ultiDeclarer'),
    /** A-08: the defenders' melds count if either defender won a trick, or only if the melder did. */
    defenderMeldValidity: z.enum(['eitherDefender', 'melderOnly']).default('eitherDefender'),
    /** after a kontra the partner may still double components nobody doubled, or may double nothing. */
    partnerKontra: z.enum(['perComponent', 'none']).default('perComponent'),
    /** the rekontra window closes when trick 2 begins, or when the declarer plays his second card. */
    rekontraWindow: z.enum(['beforeTrickTwo', 'beforeDeclarersSecondCard']).default('beforeTrickTwo'),
    /** in no-trump games a rekontra applies to the defender it answers, or to every defender who doubled. */
    noTrumpRekontra: z.enum(['perDefender', 'everyKontra']).default('perDefender'),
    /** an agreed concession after the first lead: every component fails at the multipliers in force, or kontra'd. */
    agreedConcession: z.enum(['currentMultipliers', 'kontrad']).default('currentMultipliers'),
    /** the ulti surcharge is added when a declarer's bid with ultimó is paid as failed by concession or penalty. */
    penaltyAddsUltiSurcharge: z.boolean().default(true),
    /** the declarer settles with each defender separately (the only reading; kept so that records state it). */
    settlement: z.enum(['pairwise']).default('pairwise'),
    /** a defender's silent 4 aces is paid to both defenders, or only to the one who took them. */
    silentFourAcesPaidTo: z.enum(['bothDefenders', 'takerOnly']).default('bothDefenders'),
    /** silent 4 aces also counts in durchmars contracts (the spec says no). */
    silentFourAcesWithDurchmars: z.boolean().default(false),
    /** silent ulti counts in trump durchmars contracts too. */
    silentUltiInDurchmars: z.boolean().default(true),
    /** in terített contracts everyone lays his cards face up after trick 1, or only the declarer. */
    openPlay: z.enum(['everyone', 'declarerOnly']).default('everyone'),
    /** play may end early by a claim that all players accept, or must be played out. */
    claims: z.enum(['acceptedByAll', 'never']).default('acceptedByAll'),
    /** after a wrong dealer is noticed in time, the correct dealer deals, or the same dealer redeals. */
    wrongDealerRedeal: z.enum(['correctDealer', 'sameDealer']).default('correctDealer'),
    /**
     * Who deals after any other redealt hand (a misdeal, a wrong card count, a card exposed while
     * dealing): the same dealer again (§2(2)–(3): after a check "megismételt osztás" follows, and the
     * deal passes on after each hand dealt successfully; §13(1)#3a "az osztónak újra kell osztani"),
     * or, as some houses play it, the next player in the direction of play.
     */
    redealDealer: z.enum(['sameDealer', 'nextDealer']).default('sameDealer'),
    /** §13(2)#5 pays kontra'd only if the offender does not keep to the lowest next bid or the auction cannot resume; or always. */
    talonTakenEarly: z.enum(['paysIfNotComplied', 'alwaysPays']).default('paysIfNotComplied'),
    /** a non-declarer who offends in the auction pays each of the other two, or only the player who held the bid. */
    auctionOffenderPays: z.enum(['eachOtherPlayer', 'bidHolderOnly']).default('eachOtherPlayer'),
    /** a bid of 40-100 alone carries a játék (the literal "maximum ultimó") or not. */
    fortyHundredHasJatek: z.boolean().default(false),
    /** in önrablás the declarer may raise without taking the talon again. */
    selfRobWithoutTalon: z.boolean().default(true),
    /** the first bidder's "passz" is stored as a bid of parti (only reading; stated in every record). */
    firstBidderPassz: z.enum(['bidsParti']).default('bidsParti'),
    /** no silent durchmars in this source (0); some house rules pay 3 a defender. */
    silentDurchmarsValue: z.union([z.literal(0), z.literal(3)]).default(0),
  })
  .transform((settings) => ({
    ...settings,
    bidOrder: orderForJatek(settings.bidOrder, settings.ultiFourAcesHasJatek),
  }));

/**
 * with a játék, ultimó 4 ász is worth 9 (rank 13½, between 20-100 and piros 4 ász) and
 * piros ultimó 4 ász 18 (placed just below 20-100 ultimó durchmars, also 18). Only the spec's
 * own order is moved; a club that sets its own order keeps it.
 */
function orderForJatek(order: string[], jatek: boolean): string[] {
  if (!jatek || order.join() !== SPEC_BID_ORDER.join()) return order;
  const moved = order.filter((id) => id !== 'ultimo-4-asz' && id !== 'piros-ultimo-4-asz');
  moved.splice(moved.indexOf('20-100') + 1, 0, 'ultimo-4-asz');
  moved.splice(moved.indexOf('20-100-ultimo-durchmars'), 0, 'piros-ultimo-4-asz');
  return moved;
}

export type HouseRuleSettings = z.infer<typeof houseRuleSettingsSchema>;

export const ruleSetSchema = z.object({
  name: idText,
  version: idText,
  settings: houseRuleSettingsSchema.default(houseRuleSettingsSchema.parse({})),
});

export type RuleSet = z.infer<typeof ruleSetSchema>;

export const DEFAULT_SETTINGS: HouseRuleSettings = houseRuleSettingsSchema.parse({});

/** The spec's readings, as a named rule set. */
export const MAUSZ_2017: RuleSet = { name: 'MAUSZ 2017 (spec defaults)', version: '1', settings: DEFAULT_SETTINGS };

/** A club's rule set: the defaults overridden by the club's choices, checked. */
export function defineRuleSet(name: string, version: string, settings: Partial<HouseRuleSettings> = {}): RuleSet {
  return ruleSetSchema.parse({ name, version, settings });
}
