// Old events are never rewritten (the store refuses it); instead each (type, schemaVersion)
// may have an upcaster that maps its data to the next version, applied in a chain on read. A type
// may also be renamed on read (where `when` holds, e.g. on one kind of stream): the old name stays
// in the log, readers see the new one, and reads by type ask for both names.

export type Upcaster = (data: never) => unknown;

export interface Versioned {
  readonly type: string;
  readonly schemaVersion: number;
  readonly data: unknown;
  readonly streamId?: string;
}

interface Rename {
  readonly to: string;
  readonly when: (event: Versioned) => boolean;
}

export class UpcastError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'UpcastError';
  }
}

export class UpcasterRegistry {
  private readonly byType = new Map<string, Map<number, Upcaster>>();
  private readonly renames = new Map<string, Rename[]>();
  private readonly formerNames = new Map<string, string[]>();

  /** Reads events stored as `from` as `to` (same version, same data) where `when` holds (default: always). */
  rename(from: string, to: string, when: (event: Versioned) => boolean = () => true): this {
    if (from === to) throw new UpcastError(`rename of ${from}: the new name is the same`);
    this.renames.set(from, [...(this.renames.get(from) ?? []), { to, when }]);
    this.formerNames.set(to, [...(this.formerNames.get(to) ?? []), from]);
    return this;
  }

  /** The stored names events read as `type` may have: itself and the names renamed to it. */
  storedNamesOf(type: string): readonly string[] {
    const former = this.formerNames.get(type);
    return former ? [type, ...former] : [type];
  }

  /** Registers the step from `fromVersion` to `fromVersion + 1` of one event type. */
  register<From, To>(type: string, fromVersion: number, upcast: (data: From) => To): this {
    if (!Number.isInteger(fromVersion) || fromVersion < 1) {
      throw new RangeError(`upcaster for ${type}: fromVersion must be a positive integer, got ${fromVersion}`);
    }
    let steps = this.byType.get(type);
    if (!steps) this.byType.set(type, (steps = new Map()));
    if (steps.has(fromVersion)) throw new UpcastError(`upcaster for ${type} v${fromVersion} is already registered`);
    steps.set(fromVersion, upcast as Upcaster);
    return this;
  }

  /** The version an event of this type has after upcasting from `version`. */
  currentVersion(type: string, version = 1): number {
    const steps = this.byType.get(type);
    let v = version;
    while (steps?.has(v)) v++;
    return v;
  }

  /** Returns the event at its latest version; the same object when nothing applies. */
  upcast<E extends Versioned>(stored: E): E {
    const rename = this.renames.get(stored.type)?.find((r) => r.when(stored));
    const event = rename ? { ...stored, type: rename.to } : stored;
    const steps = this.byType.get(event.type);
    if (!steps?.has(event.schemaVersion)) return event;
    let version = event.schemaVersion;
    let data: unknown = event.data;
    for (let step = steps.get(version); step; step = steps.get(version)) {
      try {
        data = (step as (d: unknown) => unknown)(data);
      } catch (cause) {
        const where = 'position' in event ? ` at position ${String(event.position)}` : '';
        throw new UpcastError(
          `upcasting ${event.type} v${version} to v${version + 1}${where} failed: ${String(cause)}`,
          { cause },
        );
      }
      version++;
    }
    return { ...event, schemaVersion: version, data };
  }
}
