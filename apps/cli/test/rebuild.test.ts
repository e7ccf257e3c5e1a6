// The progress of `club rebuild` on a terminal (the non-terminal lines are tested through the
// real command in verify-read-models.test.ts).
import { describe, expect, test } from 'vitest';
import { progressPrinter } from '../src/commands/rebuild';

function terminal() {
  let text = '';
  return { stream: { isTTY: true, write: (chunk: string) => ((text += chunk), true) }, text: () => text };
}

describe('club rebuild progress', () => {
  test('a terminal gets one bar redrawn in place, ending on its own line', () => {
    const t = terminal();
    const print = progressPrinter(t.stream as never);
    print({ replayed: 0, total: 20_000, phase: 'replay' });
    print({ replayed: 10_000, total: 20_000, phase: 'replay' });
    print({ replayed: 20_000, total: 20_000, phase: 'write' });
    expect(t.text().split('\r').slice(1)).toEqual([
      '[..............................]   0% 0/20,000 events replaying  ',
      '[###############...............]  50% 10,000/20,000 events replaying  ',
      '[##############################] 100% 20,000/20,000 events writing  \n',
    ]);
  });

  test('an empty log is complete at once', () => {
    const t = terminal();
    progressPrinter(t.stream as never)({ replayed: 0, total: 0, phase: 'write' });
    expect(t.text()).toBe('\r[##############################] 100% 0/0 events writing  \n');
  });
});
