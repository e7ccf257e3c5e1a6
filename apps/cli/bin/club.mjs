#!/usr/bin/env node
// The CLI runs from TypeScript source: tsx compiles on load, so a fresh clone needs no build step.
// When its bundle is fresh (tools/scripts/program-bundles.mjs, made by `npm start` and `npm test`)
// it runs that instead: the same code, loaded in a fraction of the CPU. A registry module
// (CLUB_REGISTRY) is TypeScript that imports the libraries: it runs with them through tsx.
import { pathToFileURL } from 'node:url';
import { freshBundle } from '../../../tools/scripts/fresh-bundle.mjs';

const bundle = process.env.CLUB_REGISTRY ? undefined : freshBundle('cli');
if (bundle) process.setSourceMapsEnabled(true);
else (await import('tsx/esm/api')).register();
const { main } = await import(bundle ? pathToFileURL(bundle).href : '../src/main.ts');
process.exitCode = await main(process.argv.slice(2));
