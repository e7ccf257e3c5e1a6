// Par in writing. PBN's tags: `OptimumScore` "NS 620" (North-South's view, "NS 0" passed out) and
// `OptimumContract` "4H N 10" (level, strain with N for no trump, X when doubled, declarer, tricks
// taken; "Pass" passed out). The CLI's short form, one per declarer: "4H N", "5DX E", "3NT S".
import type { Par, ParContract } from './par-contract';

export function optimumScoreText(par: Par): string {
  return `NS ${par.scoreNS}`;
}

/** One text per par contract and declarer, in the order of `par.contracts`; ["Pass"] when passed out. */
export function optimumContractTexts(par: Par): string[] {
  if (par.contracts.length === 0) return ['Pass'];
  return par.contracts.flatMap((contract) =>
    contract.declarers.map((seat) => `${pbnContract(contract)} ${seat} ${contract.tricks}`),
  );
}

/** The CLI's form: contract and declarer, no trump as "NT"; ["Pass"] when passed out. */
export function parContractTexts(par: Par): string[] {
  if (par.contracts.length === 0) return ['Pass'];
  return par.contracts.flatMap((contract) =>
    contract.declarers.map((seat) => `${contract.level}${contract.strain}${contract.doubling} ${seat}`),
  );
}

function pbnContract(contract: ParContract): string {
  return `${contract.level}${contract.strain === 'NT' ? 'N' : contract.strain}${contract.doubling}`;
}
