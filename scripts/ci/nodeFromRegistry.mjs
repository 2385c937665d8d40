// The Node CI runs the tests on: the major .nvmrc names, taken from the npm registry's Node
// package (node-<platform>-<arch>, whose tarball holds bin/node) when the machine's Node is
// another major, checked against the registry's integrity and by asking the binary its
// version, and cached between runs. Prints the folder to put first on PATH; says why on
// stderr and exits 1 when it cannot. The machine's Node of that major is kept only if
// package.json's engines accepts it. Usage: node nodeFromRegistry.mjs [.nvmrc] [package.json].
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The major a `.nvmrc` names ("24", "v24", "24.21.0", "lts/*" is not one). */
export function majorFromNvmrc(text) {
  const match = /^\s*v?(\d+)(?:\.\d+){0,2}\s*$/.exec(text);
  if (!match) throw new Error(`.nvmrc should name a Node major such as 24, not "${text.trim()}"`);
  return Number(match[1]);
}

const parts = (version) => version.replace(/^v/, '').split('.').map(Number);

function compare(a, b) {
  const [x, y] = [parts(a), parts(b)];
  for (let i = 0; i < 3; i += 1) if (x[i] !== y[i]) return x[i] - y[i];
  return 0;
}

/** The lowest version package.json's `engines.node` (">=x.y.z") accepts. */
export function floorFromEngines(range) {
  const match = /^\s*>=\s*v?(\d+\.\d+\.\d+)\s*$/.exec(range ?? '');
  if (!match) throw new Error(`engines.node should read ">=x.y.z", not "${range}"`);
  return match[1];
}

/** Whether `version` is at least `floor` (both x.y.z). */
export const atLeast = (version, floor) => compare(version, floor) >= 0;

/** The newest release (x.y.z, no pre-release) of `major` among `versions`, or null. */
export function newestOfMajor(versions, major) {
  const releases = versions.filter(
    (version) => /^\d+\.\d+\.\d+$/.test(version) && parts(version)[0] === major,
  );
  return releases.sort(compare).at(-1) ?? null;
}

/**
 * Whether what `node --version` printed is exactly `expected` (x.y.z): a binary of another
 * version, or one that printed nothing or an error, is not taken.
 */
export function versionProblem(printed, expected) {
  const reported = printed.trim();
  if (reported === `v${expected}`) return null;
  return `the binary reports "${reported || '(nothing)'}", expected v${expected}`;
}

/** Whether the bytes have the registry's `integrity` (sha512-<base64>, the SRI form npm uses). */
export function integrityProblem(bytes, integrity) {
  const match = /^sha512-([A-Za-z0-9+/]+={0,2})$/.exec(integrity ?? '');
  if (!match) return `the registry gave no sha512 integrity (got "${integrity}")`;
  const actual = createHash('sha512').update(bytes).digest('base64');
  return actual === match[1]
    ? null
    : `the tarball's sha512 is ${actual}, the registry says ${match[1]}`;
}

/** The registry's package for this machine; Node publishes linux and darwin, x64 and arm64. */
export function packageFor(platform, arch) {
  if (!['linux', 'darwin'].includes(platform) || !['x64', 'arm64'].includes(arch)) {
    throw new Error(`the npm registry has no Node package for ${platform}-${arch}`);
  }
  return `node-${platform}-${arch}`;
}

const log = (line) => process.stderr.write(`[node] ${line}\n`);

function npm(args) {
  return execFileSync('npm', args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
}

function askVersion(bin) {
  try {
    return execFileSync(path.join(bin, 'node'), ['--version'], { encoding: 'utf8' });
  } catch (error) {
    return String(error.message);
  }
}

/** The newest version of `major` the registry has, or (offline) the newest one cached. */
function chooseVersion(pkg, major, cacheDir) {
  try {
    const versions = JSON.parse(npm(['view', `${pkg}@${major}`, 'version', '--json']));
    const newest = newestOfMajor([versions].flat(), major);
    if (newest) return newest;
  } catch (error) {
    log(`could not ask the registry for ${pkg}@${major} (${error.message.split('\n')[0]})`);
  }
  const cached = existsSync(cacheDir) ? readdirSync(cacheDir) : [];
  const newest = newestOfMajor(cached, major);
  if (newest) log(`using the cached ${newest}`);
  return newest;
}

/** Downloads, checks and unpacks `pkg@version` into `target` (its bin/node). */
function install(pkg, version, target) {
  const integrity = npm(['view', `${pkg}@${version}`, 'dist.integrity']).trim();
  const work = mkdtempSync(path.join(path.dirname(target), '.download-'));
  try {
    const [packed] = JSON.parse(
      npm(['pack', `${pkg}@${version}`, '--json', '--pack-destination', work]),
    );
    const tarball = path.join(work, packed.filename);
    const problem = integrityProblem(readFileSync(tarball), integrity);
    if (problem) throw new Error(`${pkg}@${version}: ${problem}`);
    execFileSync('tar', ['-xzf', tarball, '-C', work]);
    const bin = path.join(work, 'package', 'bin');
    const wrong = versionProblem(askVersion(bin), version);
    if (wrong) throw new Error(`${pkg}@${version}: ${wrong}`);
    rmSync(target, { recursive: true, force: true });
    renameSync(path.join(work, 'package'), target);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

function main(nvmrc, packageJson) {
  const major = majorFromNvmrc(readFileSync(nvmrc, 'utf8'));
  const floor = floorFromEngines(JSON.parse(readFileSync(packageJson, 'utf8')).engines?.node);
  const running = process.versions.node;
  if (parts(running)[0] === major && atLeast(running, floor)) {
    log(`the machine's Node ${process.version} is already ${major}.x, at least ${floor}`);
    process.stdout.write(`${path.dirname(process.execPath)}\n`);
    return;
  }
  const pkg = packageFor(process.platform, process.arch);
  const cacheDir = path.join(
    process.env.NODE_CACHE_DIR ?? path.join(os.homedir(), '.cache', 'portfolio-node'),
    pkg,
  );
  mkdirSync(cacheDir, { recursive: true });
  const version = chooseVersion(pkg, major, cacheDir);
  if (!version) throw new Error(`no Node ${major} in the registry nor in ${cacheDir}`);
  if (!atLeast(version, floor)) throw new Error(`Node ${version} is below engines' ${floor}`);
  const target = path.join(cacheDir, version);
  const bin = path.join(target, 'bin');
  if (!existsSync(bin) || versionProblem(askVersion(bin), version)) {
    log(`fetching ${pkg}@${version} from the npm registry`);
    install(pkg, version, target);
  }
  log(`Node ${version} from ${pkg}, checked (integrity, version), in ${bin}`);
  process.stdout.write(`${bin}\n`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  try {
    const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
    main(
      process.argv[2] ?? path.join(root, '.nvmrc'),
      process.argv[3] ?? path.join(root, 'package.json'),
    );
  } catch (error) {
    log(`cannot provide the Node .nvmrc names: ${error.message}`);
    process.exit(1);
  }
}
