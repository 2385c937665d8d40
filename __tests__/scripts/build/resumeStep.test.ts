/**
 * @jest-environment node
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { prepareResumes } from '../../../scripts/build/resumeStep';
import type { PreparedContent } from '../../../scripts/build/contentStep';
import { sampleContent } from '../../support/sample';

// A machine without Chromium: nowhere the step looks has one.
jest.mock('../../../scripts/resume/printPdf', () => ({
  ...jest.requireActual('../../../scripts/resume/printPdf'),
  findChromium: () => null,
}));

let base: string;
beforeEach(() => {
  base = mkdtempSync(path.join(os.tmpdir(), 'resume-no-chromium-'));
});
afterEach(() => rmSync(base, { recursive: true, force: true }));

describe('the resume step on a machine without Chromium', () => {
  it('builds on: the pages are made, and it says which PDFs are missing and how to get them', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const info = jest.spyOn(console, 'info').mockImplementation(() => undefined);
    const siteDir = path.join(base, 'site');
    const content = { siteDir, read: sampleContent } as PreparedContent;
    await prepareResumes(base, content, '', { posts: {}, caseStudies: {} });
    expect(existsSync(path.join(siteDir, 'resume', 'index.html'))).toBe(true);
    expect(existsSync(path.join(siteDir, 'hi', 'resume', 'index.html'))).toBe(true);
    expect(existsSync(path.join(siteDir, 'files', 'resume.pdf'))).toBe(false);
    expect(info.mock.calls.join('\n')).toContain('0 cached, 0 printed');
    const warning = warn.mock.calls.join('\n');
    expect(warning).toContain('No Chromium found, so the resume PDF of en, hi is not made');
    expect(warning).toContain('/usr/bin/chromium');
    expect(warning).toContain('set CHROMIUM_PATH');
    expect(warning).toContain('name your own PDF in site.yaml (ownResume)');
  });
});
