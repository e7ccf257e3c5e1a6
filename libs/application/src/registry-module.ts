// A registry module (CLUB_REGISTRY, read by the apps' settings) to use instead of the application's
// own: plug-ins, and the tests' small projections. The CLI and the worker both honour it.
import { isAbsolute, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { registry as applicationRegistry, type Registry } from './registry';

/** The registry the module exports (a relative path from the current folder), or the application's without one. */
export async function registryFromModule(module: string | undefined): Promise<Registry> {
  if (!module) return applicationRegistry;
  const url = pathToFileURL(isAbsolute(module) ? module : resolve(module)).href;
  const loaded = (await import(url)) as { registry?: Registry };
  if (!loaded.registry || !Array.isArray(loaded.registry.projections) || !Array.isArray(loaded.registry.jobKinds)) {
    throw new TypeError(`CLUB_REGISTRY ${module} must export registry = { projections: [...], jobKinds: [...] }`);
  }
  return loaded.registry;
}
