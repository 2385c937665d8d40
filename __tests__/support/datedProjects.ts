import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parse, stringify } from 'yaml';
import type { LoadedContent } from '../../scripts/content/ownerFolder';
import { loadContent } from '../../scripts/content/ownerFolder';

const SAMPLE = path.resolve(__dirname, '../../sample');

type Group = Record<string, unknown> & { projects: Record<string, unknown>[] };

/** What the first two cards gain, in site.yaml and in each words file; the rest stay as they are. */
export const DATED_CARDS = {
  site: [{ startDate: '2023-05' }, { startDate: '2019-04', endDate: '2019-09-20' }],
  en: [
    {
      roles: ['Team lead', 'Designer'],
      highlights: ['Booked 1,200 refills in its first month', 'Cut admin approvals to a day'],
    },
    { roles: ['Backend developer'] },
  ],
  hi: [
    {
      roles: ['टीम लीड', 'डिज़ाइनर'],
      highlights: ['पहले महीने में 1,200 रिफ़िल बुक हुए', 'एडमिन की मंज़ूरी एक दिन में'],
    },
    { roles: ['बैकएंड डेवलपर'] },
  ],
};

function edit(file: string, additions: Record<string, unknown>[]) {
  const data = parse(readFileSync(file, 'utf8')) as Group;
  additions.forEach((added, index) => Object.assign(data.projects[index], added));
  writeFileSync(file, stringify(data));
}

/**
 * The sample persona's folder with DATED_CARDS added, copied to a temporary folder and read as
 * the build reads an owner's.
 */
export function datedProjectsContent(): LoadedContent {
  const dir = mkdtempSync(path.join(tmpdir(), 'dated-projects-'));
  try {
    cpSync(SAMPLE, dir, { recursive: true });
    edit(path.join(dir, 'site.yaml'), DATED_CARDS.site);
    edit(path.join(dir, 'words/en.yaml'), DATED_CARDS.en);
    edit(path.join(dir, 'words/hi.yaml'), DATED_CARDS.hi);
    return loadContent(dir, { env: { CONTENT_DIR: dir } });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
