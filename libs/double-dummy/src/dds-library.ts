// The DDS shared library (Bo Haglund and Soren Hein's double-dummy solver, 2.9) bound through koffi:
// the C structs of dds/dll.h and the functions this library calls, nothing more. Loaded on first use;
// koffi itself is required here too, so a missing package and a missing library read the same way.
import { createRequire } from 'node:module';
import type * as Koffi from 'koffi';

/** The 20-cell table as DDS writes it, `resTable[strain * 4 + hand]`: strains S H D C NT, hands N E S W. */
export interface DdsTableResults {
  resTable: number[];
}

export interface DdsDealPbn {
  trump: number;
  first: number;
  currentTrickSuit: number[];
  currentTrickRank: number[];
  remainCards: string;
}

export interface DdsSolvedPlay {
  number: number;
  tricks: number[];
}

export interface DdsContract {
  underTricks: number;
  overTricks: number;
  level: number;
  /** 0 NT, 1 S, 2 H, 3 D, 4 C (not the table's order). */
  denom: number;
  /** 0 N, 1 E, 2 S, 3 W, 4 NS, 5 EW. */
  seats: number;
}

export interface DdsParMaster {
  /** Seen from North-South. */
  score: number;
  number: number;
  contracts: DdsContract[];
}

export interface DdsTablesResult {
  noOfBoards: number;
  results: DdsTableResults[];
}

export interface DdsInfo {
  major: number;
  minor: number;
  patch: number;
  versionString: string;
  numCores: number;
  threading: number;
  noOfThreads: number;
}

/** The functions used, typed; each returns DDS's code (1 is success) where the C function does. */
export interface DdsLibrary {
  readonly path: string;
  SetMaxThreads(userThreads: number): void;
  CalcDDtablePBN(deal: { cards: string }, out: DdsTableResults): number;
  CalcAllTablesPBN(
    deals: { noOfTables: number; deals: { cards: string }[] },
    mode: number,
    trumpFilter: number[],
    out: DdsTablesResult,
    par: null,
  ): number;
  AnalysePlayPBN(deal: DdsDealPbn, play: { number: number; cards: string }, out: DdsSolvedPlay, thread: number): number;
  DealerParBin(table: DdsTableResults, out: DdsParMaster, dealer: number, vulnerable: number): number;
  GetDDSInfo(out: DdsInfo): void;
  /** Writes the code's text into `line` (80 bytes, NUL-terminated). */
  ErrorMessage(code: number, line: Buffer): void;
}

export const DDS_HANDS = 4;
export const DDS_STRAINS = 5;
/** CalcAllTables solves at most this many deals in one call with all five strains (MAXNOOFBOARDS / 5). */
export const DDS_TABLES_PER_CALL = 40;

/** Where the library is looked for: Debian's libdds0, then the loader's own search path. */
const CANDIDATES = ['/usr/lib/x86_64-linux-gnu/libdds.so.0', '/usr/lib/aarch64-linux-gnu/libdds.so.0', 'libdds.so.0'];

/** exit_group(2), by architecture: the system call that ends the process at once. */
const EXIT_GROUP: Readonly<Record<string, number>> = { x64: 231, arm64: 94 };

/**
 * Debian's libdds frees its thread memory in a library destructor. Loaded with dlopen (as any FFI
 * does), its C++ statics are destroyed first and that destructor then reads freed memory: every
 * process that loaded it dies with SIGSEGV at exit (a C program linked with -ldds does not, its
 * order is the other way round). So an exit handler registered after the library — run before the
 * library's own — ends the process with its exit status (`__cxa_atexit` passes the status as the
 * second argument: `syscall(exit_group, status)`), after Node has flushed and said goodbye.
 */
function endBeforeLibraryDestructor(koffi: typeof Koffi): void {
  const exitGroup = EXIT_GROUP[process.arch];
  if (exitGroup === undefined) return;
  const libc = koffi.load('libc.so.6');
  const dlsym = libc.func('void *dlsym(void *handle, const char *name)');
  const cxaAtExit = libc.func('int __cxa_atexit(void *handler, intptr_t arg, void *dso)');
  const syscall: unknown = dlsym(null, 'syscall');
  if (syscall !== null) cxaAtExit(syscall, exitGroup, null);
}

function bind(koffi: typeof Koffi, path: string): DdsLibrary {
  const lib = koffi.load(path);
  endBeforeLibraryDestructor(koffi);
  const int = 'int';
  const ddTableDealPbn = koffi.struct({ cards: koffi.array('char', 80, 'String') });
  // `int resTable[5][4]` flattened: koffi reads a nested int array as one typed array of its first row.
  const ddTableResults = koffi.struct({ resTable: koffi.array(int, DDS_STRAINS * DDS_HANDS, 'Array') });
  const ddTableDealsPbn = koffi.struct({
    noOfTables: int,
    deals: koffi.array(ddTableDealPbn, DDS_TABLES_PER_CALL * DDS_STRAINS),
  });
  const ddTablesRes = koffi.struct({
    noOfBoards: int,
    results: koffi.array(ddTableResults, DDS_TABLES_PER_CALL * DDS_STRAINS),
  });
  const dealPbn = koffi.struct({
    trump: int,
    first: int,
    currentTrickSuit: koffi.array(int, 3),
    currentTrickRank: koffi.array(int, 3),
    remainCards: koffi.array('char', 80, 'String'),
  });
  const playTracePbn = koffi.struct({ number: int, cards: koffi.array('char', 106, 'String') });
  const solvedPlay = koffi.struct({ number: int, tricks: koffi.array(int, 53, 'Array') });
  const contractType = koffi.struct({
    underTricks: int,
    overTricks: int,
    level: int,
    denom: int,
    seats: int,
  });
  const parResultsMaster = koffi.struct({ score: int, number: int, contracts: koffi.array(contractType, 10) });
  const ddsInfo = koffi.struct({
    major: int,
    minor: int,
    patch: int,
    versionString: koffi.array('char', 10, 'String'),
    system: int,
    numBits: int,
    compiler: int,
    constructor: int,
    numCores: int,
    threading: int,
    noOfThreads: int,
    threadSizes: koffi.array('char', 128, 'String'),
    systemString: koffi.array('char', 1024, 'String'),
  });
  // The large structs (16 kB of deals, results) go by pointer; koffi copies them in and out.
  const calcAllTables = lib.func('CalcAllTablesPBN', int, [
    koffi.pointer(ddTableDealsPbn),
    int,
    koffi.pointer(int),
    koffi.out(koffi.pointer(ddTablesRes)),
    'void *',
  ]);
  return {
    path,
    SetMaxThreads: lib.func('SetMaxThreads', 'void', [int]),
    CalcDDtablePBN: lib.func('CalcDDtablePBN', int, [ddTableDealPbn, koffi.out(koffi.pointer(ddTableResults))]),
    CalcAllTablesPBN: (deals, mode, filter, out, par) => calcAllTables(deals, mode, filter, out, par),
    AnalysePlayPBN: lib.func('AnalysePlayPBN', int, [dealPbn, playTracePbn, koffi.out(koffi.pointer(solvedPlay)), int]),
    DealerParBin: lib.func('DealerParBin', int, [
      koffi.pointer(ddTableResults),
      koffi.out(koffi.pointer(parResultsMaster)),
      int,
      int,
    ]),
    GetDDSInfo: lib.func('GetDDSInfo', 'void', [koffi.out(koffi.pointer(ddsInfo))]),
    ErrorMessage: lib.func('ErrorMessage', 'void', [int, 'char *']),
  };
}

export type DdsLoad =
  { readonly ok: true; readonly library: DdsLibrary } | { readonly ok: false; readonly reason: string };

let loaded: DdsLoad | undefined;

/** Loads koffi and libdds once per process; a failure is kept with its reason, never thrown. */
export function ddsLibrary(): DdsLoad {
  return (loaded ??= loadDdsFrom(CANDIDATES));
}

/** The first of `paths` that loads, or why none did. */
export function loadDdsFrom(paths: readonly string[]): DdsLoad {
  let koffi: typeof Koffi;
  try {
    koffi = createRequire(import.meta.url)('koffi') as typeof Koffi;
  } catch (error) {
    return { ok: false, reason: `the FFI package koffi cannot be loaded: ${messageOf(error)}` };
  }
  const failures: string[] = [];
  for (const path of paths) {
    try {
      return { ok: true, library: bind(koffi, path) };
    } catch (error) {
      failures.push(`${path}: ${messageOf(error)}`);
    }
  }
  return { ok: false, reason: `the DDS library (Debian package libdds0) cannot be loaded: ${failures.join('; ')}` };
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
