export { default } from '../vitest/project-config';
