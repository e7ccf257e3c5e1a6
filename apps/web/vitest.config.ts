// The shared configuration, plus JSX compiled for the tests (tsconfig keeps it for Next).
import { mergeConfig } from 'vitest/config';
import base from '../../tools/vitest/project-config';

export default mergeConfig(base, { oxc: { jsx: { runtime: 'automatic' } } });
