// Without the library there is no solver, only the reason: nothing throws at import or load.
import { expect, test } from 'vitest';
import { loadDdsFrom } from '../src/dds-library';

test('a missing library is reported with the paths tried', () => {
  const load = loadDdsFrom(['/nowhere/libdds.so.0']);
  expect(load.ok).toBe(false);
  expect(load.ok ? '' : load.reason).toMatch(
    /^the DDS library \(Debian package libdds0\) cannot be loaded: \/nowhere\/libdds\.so\.0: /,
  );
});
