// The Debian packages the site calls at run time, installed by `npm start` when missing (as `.ci/run`
// does for the tests): mdbtools read an uploaded Bridgemate BWS. Without root or sudo it only says what
// is missing; the site still serves, and a BWS import then says mdbtools are not installed.
import { spawnSync } from 'node:child_process';

/** A Debian package and the command that shows it is installed. */
const PACKAGES = [{ name: 'mdbtools', command: 'mdb-export' }];

const onPath = (command) => spawnSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' }).status === 0;

export function ensureSystemPackages(say) {
  const missing = PACKAGES.filter((p) => !onPath(p.command)).map((p) => p.name);
  if (missing.length === 0) return;
  const root = typeof process.getuid === 'function' && process.getuid() === 0;
  const sudo = root ? [] : onPath('sudo') ? ['sudo', '-n'] : null;
  if (sudo === null || !onPath('apt-get')) {
    say(`missing Debian packages: ${missing.join(', ')} (install them with apt-get; BWS imports need mdbtools)`);
    return;
  }
  say(`installing Debian packages: ${missing.join(', ')}`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const install = (args) => {
    const [command, ...rest] = [...sudo, 'apt-get', ...args];
    return spawnSync(command, rest, { stdio: 'inherit', env }).status === 0;
  };
  if (!(install(['update', '-qq']) && install(['install', '-y', '-qq', '--no-install-recommends', ...missing])))
    say(`could not install ${missing.join(', ')}: BWS imports will say mdbtools are missing`);
}
