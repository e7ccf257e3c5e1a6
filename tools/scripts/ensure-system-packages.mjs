// The Debian packages the site calls at run time, installed by `npm start` when missing (as `.ci/run`
// does for the tests): mdbtools read an uploaded Bridgemate BWS; the hand records (PDF) are drawn in
// fonts-dejavu-core's DejaVu Sans. Without root or sudo it only says what
// is missing; the site still serves, and a BWS import then says mdbtools are not installed.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/** A Debian package and the command (or file) that shows it is installed. */
const PACKAGES = [
  { name: 'mdbtools', command: 'mdb-export' },
  { name: 'fonts-dejavu-core', file: '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf' },
];

const onPath = (command) => spawnSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' }).status === 0;
const installed = (p) => (p.file ? existsSync(p.file) : onPath(p.command));

export function ensureSystemPackages(say) {
  const missing = PACKAGES.filter((p) => !installed(p)).map((p) => p.name);
  if (missing.length === 0) return;
  const root = typeof process.getuid === 'function' && process.getuid() === 0;
  const sudo = root ? [] : onPath('sudo') ? ['sudo', '-n'] : null;
  if (sudo === null || !onPath('apt-get')) {
    say(
      `missing Debian packages: ${missing.join(', ')} (install them with apt-get; BWS imports need mdbtools, hand records fonts-dejavu-core)`,
    );
    return;
  }
  say(`installing Debian packages: ${missing.join(', ')}`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const install = (args) => {
    const [command, ...rest] = [...sudo, 'apt-get', ...args];
    return spawnSync(command, rest, { stdio: 'inherit', env }).status === 0;
  };
  if (!(install(['update', '-qq']) && install(['install', '-y', '-qq', '--no-install-recommends', ...missing])))
    say(`could not install ${missing.join(', ')}: BWS imports or hand records will say what is missing`);
}
