import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { cp, mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** A file the build generated: its name relative to the output folder, and its bytes. */
export interface GeneratedFile {
  name: string;
  data: Buffer;
}

export interface CacheStats {
  hits: number;
  misses: number;
}

export const hashOf = (...parts: (string | Buffer)[]): string => {
  const hash = createHash('sha256');
  for (const part of parts) hash.update(part);
  return hash.digest('hex');
};

/**
 * Generated files kept by content hash: `produce` runs only when nothing is cached under
 * `key` (a hash of the input and of the settings that shaped the output). The result is
 * written to `outDir` either way, together with the JSON `info` that came with it.
 */
export class FileCache {
  readonly stats: CacheStats = { hits: 0, misses: 0 };

  constructor(private readonly dir: string) {}

  async files<Info>(
    key: string,
    outDir: string,
    produce: () => Promise<{ files: GeneratedFile[]; info: Info }>,
  ): Promise<Info> {
    const entry = path.join(this.dir, key);
    const infoFile = path.join(entry, 'info.json');
    if (existsSync(infoFile)) {
      this.stats.hits += 1;
      const { names, info } = JSON.parse(await readFile(infoFile, 'utf8')) as {
        names: string[];
        info: Info;
      };
      await Promise.all(
        names.map(async (name) => {
          await mkdir(path.dirname(path.join(outDir, name)), { recursive: true });
          await cp(path.join(entry, 'files', name), path.join(outDir, name));
        }),
      );
      return info;
    }
    this.stats.misses += 1;
    const { files, info } = await produce();
    // Written aside and renamed, so an interrupted build never leaves half an entry.
    const partial = `${entry}.${process.pid}.partial`;
    await rm(partial, { recursive: true, force: true });
    for (const file of files) {
      for (const root of [path.join(partial, 'files'), outDir]) {
        await mkdir(path.dirname(path.join(root, file.name)), { recursive: true });
        await writeFile(path.join(root, file.name), file.data);
      }
    }
    const names = files.map((file) => file.name);
    await writeFile(path.join(partial, 'info.json'), JSON.stringify({ names, info }));
    await rm(entry, { recursive: true, force: true });
    try {
      await rename(partial, entry);
    } catch (error) {
      // Another build (a parallel test's copy) stored the same key meanwhile: the same files.
      if (!existsSync(infoFile)) throw error;
      await rm(partial, { recursive: true, force: true });
    }
    return info;
  }
}
