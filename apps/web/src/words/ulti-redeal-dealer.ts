// The house rule `redealDealer` in words: who deals a hand that was redealt (§2(3)).
export const REDEAL_DEALER_WORDS: Readonly<Record<'sameDealer' | 'nextDealer', string>> = {
  sameDealer: 'the same dealer deals a redealt hand again',
  nextDealer: 'a redealt hand passes the deal to the next player',
};
