export type Program = 'site' | 'cli' | 'worker';

export declare const ROOT: string;
export declare const PROGRAM_BUNDLES: Readonly<Record<Program, { readonly entry: string; readonly bundle: string }>>;
export declare function inputsFile(bundle: string): string;
export declare function freshBundle(program: Program): string | undefined;
export declare function bundleIsFresh(bundle: string, root: string): boolean;
export declare function siteServerArgs(): string[];
