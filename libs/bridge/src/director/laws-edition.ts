// The Laws edition is a tournament setting wherever 1997 and 2007 differ (spec §0.2).
export type LawsEdition = '1997' | '2007';

export const DEFAULT_LAWS_EDITION: LawsEdition = '2007';
