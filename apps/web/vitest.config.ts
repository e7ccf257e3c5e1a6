// The shared configuration, plus JSX compiled for the tests (tsconfig keeps it for Next).
import { mergeConfig } from 'vitest/config';
import base from '../../tools/vitest/project-config';

// Its tests stub environment variables and modules per file: each file keeps its own module graph.
export default mergeConfig(base, { oxc: { jsx: { runtime: 'automatic' } }, test: { isolate: true } });
