// `club rebuild [--db FILE]`: replays the whole log into fresh read models (every registered
// projection and the derived documents of every subject's latest job) and replaces the stored
// ones in one transaction. Progress on stderr: a bar on a terminal, a line per 10% otherwise.
import type { RebuildProgress } from '@club/read-models';
import { onClubFile } from './verify';

const USAGE = 'usage: club rebuild [--db FILE]   (default: $CLUB_DB, else data/club.db)';
const BAR = 30;

export function progressPrinter(stream: Pick<NodeJS.WriteStream, 'isTTY' | 'write'>): (p: RebuildProgress) => void {
  let lastTenth = -1;
  return (p) => {
    const fraction = p.total === 0 ? 1 : p.replayed / p.total;
    const counts = `${p.replayed.toLocaleString('en')}/${p.total.toLocaleString('en')} events`;
    if (stream.isTTY) {
      const filled = Math.round(fraction * BAR);
      const label = p.phase === 'write' ? 'writing' : 'replaying';
      stream.write(
        `\r[${'#'.repeat(filled)}${'.'.repeat(BAR - filled)}] ${String(Math.floor(fraction * 100)).padStart(3)}% ${counts} ${label}  `,
      );
      if (p.phase === 'write') stream.write('\n');
      return;
    }
    if (p.phase === 'write') return void stream.write(`rebuild: writing the read models\n`);
    const tenth = Math.floor(fraction * 10);
    if (tenth > lastTenth) {
      lastTenth = tenth;
      stream.write(`rebuild: ${counts} (${tenth * 10}%)\n`);
    }
  };
}

export function run(args: string[]): Promise<number> {
  return onClubFile(args, USAGE, (_store, runner) => {
    const started = process.hrtime.bigint();
    const report = runner.rebuild({ onProgress: progressPrinter(process.stderr) });
    const seconds = Number(process.hrtime.bigint() - started) / 1e9;
    const documents = report.projections.reduce((n, p) => n + p.documents, 0);
    process.stdout.write(
      `rebuilt ${report.projections.length} projections (${documents} documents) and ${report.derived} derived documents from ${report.events} events in ${seconds.toFixed(1)} s\n`,
    );
    for (const p of report.projections) process.stdout.write(`  ${p.name}: ${p.documents} documents\n`);
    return 0;
  });
}
