// The shared configuration, with each test file in its own module graph: shared, the worker-outbox
// test failed after other files of this project had run in the same worker (state they leave in
// modules), so this project keeps isolation until that state is found.
import { mergeConfig } from 'vitest/config';
import base from '../../tools/vitest/project-config';

export default mergeConfig(base, { test: { isolate: true } });
