export { default } from '../../tools/vitest/project-config';
