// CLUB_REGISTRY names a module exporting `registry` to use instead of the application's own
// (plug-ins, and the tests' small projections); the CLI and the worker both honour it.
import { isAbsolute, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { registry as applicationRegistry, type Registry } from './registry';

export async function registryFromEnv(env: NodeJS.ProcessEnv = process.env): Promise<Registry> {
  const module = env['CLUB_REGISTRY'];
  if (!module) return applicationRegistry;
  const url = pathToFileURL(isAbsolute(module) ? module : resolve(module)).href;
  const loaded = (await import(url)) as { registry?: Registry };
  if (!loaded.registry || !Array.isArray(loaded.registry.projections) || !Array.isArray(loaded.registry.jobKinds)) {
    throw new TypeError(`CLUB_REGISTRY ${module} must export registry = { projections: [...], jobKinds: [...] }`);
  }
  return loaded.registry;
}
