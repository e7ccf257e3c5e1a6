// Prints the functions with the most self time in a V8 .cpuprofile (node --cpu-prof, or
// BENCH_PROFILE of ./rebuild-only.ts), then those with the most total time (self and callees):
// `tsx bench/profile-top.ts <file.cpuprofile> [count]`. Self time = samples whose top frame is the
// function; total time = samples with the function anywhere on the stack (counted once per
// sample); both summed per function name and file (tsx strips line numbers).
import { readFileSync } from 'node:fs';

interface ProfileNode {
  readonly id: number;
  readonly callFrame: { readonly functionName: string; readonly url: string; readonly lineNumber: number };
  readonly children?: readonly number[];
}
interface Profile {
  readonly nodes: readonly ProfileNode[];
  readonly samples: readonly number[];
  readonly timeDeltas: readonly number[];
}

const [file, count = '25'] = process.argv.slice(2);
if (!file) throw new Error('usage: tsx bench/profile-top.ts <file.cpuprofile> [count]');
const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile;
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const parent = new Map<number, number>();
for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
const nameOf = (id: number) => {
  const { functionName, url } = byId.get(id)!.callFrame;
  const where = url.replace(/^.*\/(libs|apps|node_modules)\//, '$1/');
  return `${functionName || '(anonymous)'} ${where}`.trim();
};
const self = new Map<string, number>();
const inclusive = new Map<string, number>();
let total = 0;
profile.samples.forEach((id, i) => {
  const dt = profile.timeDeltas[i] ?? 0;
  const name = nameOf(id);
  self.set(name, (self.get(name) ?? 0) + dt);
  const onStack = new Set<string>();
  for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) onStack.add(nameOf(at));
  for (const n of onStack) inclusive.set(n, (inclusive.get(n) ?? 0) + dt);
  total += dt;
});
const print = (title: string, times: Map<string, number>) => {
  process.stdout.write(`${title} (of ${(total / 1e6).toFixed(2)} s sampled)\n`);
  for (const [name, us] of [...times].sort((a, b) => b[1] - a[1]).slice(0, Number(count))) {
    process.stdout.write(
      `${((100 * us) / total).toFixed(1).padStart(5)}%  ${(us / 1e6).toFixed(2).padStart(6)} s  ${name}\n`,
    );
  }
};
print('self time', self);
print('total time', inclusive);
