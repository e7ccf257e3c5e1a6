// The Debian packages the site calls at run time, installed by `npm start` when missing (as `.ci/run`
// does for the tests): mdbtools read an uploaded Bridgemate BWS; libdds0 (the DDS solver) gives the
// worker its double-dummy tables; the hand records (PDF) are drawn in fonts-dejavu-core's DejaVu Sans.
// Without root or sudo it only says what is missing; the site still serves, a BWS import then says
// mdbtools are not installed, boards say tables are unavailable, hand records name the font.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const onPath = (command) => spawnSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' }).status === 0;

/** A shared library the loader knows (its cache) or in the usual Debian folder. */
const hasLibrary = (file) =>
  existsSync(`/usr/lib/x86_64-linux-gnu/${file}`) ||
  existsSync(`/usr/lib/aarch64-linux-gnu/${file}`) ||
  spawnSync('sh', ['-c', `ldconfig -p 2>/dev/null | grep -qF '${file}'`], { stdio: 'ignore' }).status === 0;

/** A Debian package, how to see it is installed, and what goes without it. */
const PACKAGES = [
  { name: 'mdbtools', present: () => onPath('mdb-export'), without: 'BWS imports need mdbtools' },
  { name: 'libdds0', present: () => hasLibrary('libdds.so.0'), without: 'double-dummy tables are unavailable' },
  {
    name: 'fonts-dejavu-core',
    present: () => existsSync('/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf'),
    without: 'hand records need its font',
  },
];

export function ensureSystemPackages(say) {
  const missing = PACKAGES.filter((p) => !p.present());
  if (missing.length === 0) return;
  const names = missing.map((p) => p.name).join(', ');
  const consequences = missing.map((p) => p.without).join('; ');
  const root = typeof process.getuid === 'function' && process.getuid() === 0;
  const sudo = root ? [] : onPath('sudo') ? ['sudo', '-n'] : null;
  if (sudo === null || !onPath('apt-get')) {
    say(`missing Debian packages: ${names} (install them with apt-get; ${consequences})`);
    return;
  }
  say(`installing Debian packages: ${names}`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const install = (args) => {
    const [command, ...rest] = [...sudo, 'apt-get', ...args];
    return spawnSync(command, rest, { stdio: 'inherit', env }).status === 0;
  };
  const packages = missing.map((p) => p.name);
  if (!(install(['update', '-qq']) && install(['install', '-y', '-qq', '--no-install-recommends', ...packages])))
    say(`could not install ${names}: ${consequences}`);
}
