/** @jest-environment node */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { closestSlugs, findIcon } from '../../../scripts/content/iconSet';
import { ownerIcons } from '../../../scripts/content/ownerIcons';
import type { SiteSettings } from '../../../src/content/types';
import { owner } from '../../support/sample';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'icons-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const settings = (
  techStack: SiteSettings['techStack'],
  socials: SiteSettings['socials'] = [],
): SiteSettings => ({ ...owner, techStack, socials });

describe("site.yaml's icons", () => {
  it('finds an icon by its slug, title or alias, and common short names', () => {
    expect(
      [
        'django',
        'Node.js',
        'NEXT JS',
        'ReactJS',
        'Stack Overflow',
        'dev.to',
        'Twitter',
        'html',
      ].map(findIcon),
    ).toEqual([
      'django',
      'nodedotjs',
      'nextdotjs',
      'react',
      'stackoverflow',
      'devdotto',
      'x',
      'html5',
    ]);
    expect(findIcon('Leadership')).toBeUndefined();
    expect(closestSlugs('djang')[0]).toBe('django');
  });

  it('inlines the icons used, filled with the text colour, and only those', () => {
    const { tech, profiles, problems } = ownerIcons(
      settings(
        [{ title: 'Django', icon: 'django' }],
        [{ network: 'Mastodon', url: 'https://hachyderm.io/@me', topBar: true, footer: true }],
      ),
      dir,
      'content',
    );
    expect(problems).toEqual([]);
    expect(Object.keys(tech)).toEqual(['django']);
    expect(tech.django).toMatchObject({
      viewBox: '0 0 24 24',
      attributes: { fill: 'currentColor' },
      title: 'Django',
    });
    expect(tech.django.body).toMatch(/^<path d="M[^"]+"><\/path>$/);
    expect(Object.keys(profiles)).toEqual(['Mastodon']);
    expect(profiles.Mastodon.title).toBe('Mastodon');
  });

  it('draws a network simple-icons has no mark of with a link sign, named as written', () => {
    const { profiles } = ownerIcons(
      settings(
        [],
        [{ network: 'My Forum', url: 'https://f.example/u/me', topBar: false, footer: true }],
      ),
      dir,
      'content',
    );
    expect(profiles['My Forum']).toMatchObject({ attributes: { stroke: 'currentColor' } });
    expect(profiles['My Forum'].title).toBeUndefined();
  });

  it("inlines the owner's own SVG, checked", () => {
    mkdirSync(path.join(dir, 'images', 'icons'), { recursive: true });
    writeFileSync(
      path.join(dir, 'images', 'icons', 'mine.svg'),
      '<svg viewBox="0 0 10 10"><circle cx="5" cy="5" r="4"/></svg>',
    );
    writeFileSync(
      path.join(dir, 'images', 'icons', 'bad.svg'),
      '<svg viewBox="0 0 10 10" onload="alert(1)"><circle r="4"/></svg>',
    );
    const { tech, problems } = ownerIcons(
      settings([
        { title: 'Mine', icon: './images/icons/mine.svg' },
        { title: 'Bad', icon: './images/icons/bad.svg' },
        { title: 'Gone', icon: './images/icons/gone.svg' },
        { title: 'Out', icon: '../secret.svg' },
      ]),
      dir,
      'content',
    );
    expect(tech['./images/icons/mine.svg']).toEqual({
      viewBox: '0 0 10 10',
      attributes: {},
      body: '<circle cx="5" cy="5" r="4"></circle>',
    });
    expect(problems).toEqual([
      {
        path: 'techStack[1].icon',
        message: 'content/images/icons/bad.svg <svg onload> runs a script on an event: remove it.',
      },
      {
        path: 'techStack[2].icon',
        message:
          'content/images/icons/gone.svg does not exist. Put the SVG there, or correct the path.',
      },
      {
        path: 'techStack[3].icon',
        message:
          '"../secret.svg" is outside content/. Put the SVG in the folder and write its path from there, e.g. "./images/icons/mine.svg".',
      },
    ]);
  });

  it('names the field of an unknown icon, the closest slugs and the fix', () => {
    const { problems } = ownerIcons(
      settings(
        [{ title: 'Django', icon: 'djang' }],
        [
          {
            network: 'GitHub',
            url: 'https://github.com/me',
            icon: 'githb',
            topBar: true,
            footer: true,
          },
        ],
      ),
      dir,
      'content',
    );
    expect(problems.map((problem) => problem.path)).toEqual([
      'techStack[0].icon',
      'socials[0].icon',
    ]);
    expect(problems[0].message).toMatch(
      /^"djang" is no icon of simple-icons\. Write its slug \(https:\/\/simpleicons\.org\), e\.g\. "django", .+, or the path of your own SVG in the folder, e\.g\. "\.\/images\/icons\/djang\.svg"\.$/,
    );
    expect(problems[1].message).toContain('e.g. "github"');
  });
});
