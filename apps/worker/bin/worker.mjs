#!/usr/bin/env node
// The worker runs from TypeScript source: tsx compiles on load, like the CLI, and like the CLI runs
// its bundle instead while that is fresh (tools/scripts/fresh-bundle.mjs), unless a registry module
// (CLUB_REGISTRY, TypeScript importing the libraries) needs tsx.
import { pathToFileURL } from 'node:url';
import { freshBundle } from '../../../tools/scripts/fresh-bundle.mjs';

const bundle = process.env.CLUB_REGISTRY ? undefined : freshBundle('worker');
if (bundle) process.setSourceMapsEnabled(true);
else (await import('tsx/esm/api')).register();
const { main } = await import(bundle ? pathToFileURL(bundle).href : '../src/main.ts');
await main(process.env);
