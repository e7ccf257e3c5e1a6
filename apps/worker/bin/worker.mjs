#!/usr/bin/env node
// The worker runs from TypeScript source: tsx compiles on load, like the CLI.
import { register } from 'tsx/esm/api';

register();
const { main } = await import('../src/main.ts');
await main(process.env);
