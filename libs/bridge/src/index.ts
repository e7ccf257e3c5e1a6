export * from './cards/card';
export * from './table/seat';
export * from './contract/contract';
export * from './board/board-markings';
export * from './director/laws-edition';
export * from './director/irregularity';
