/**
 * @jest-environment node
 */
import { buildContent } from '../../scripts/content/buildContent';
import { ContentError } from '../../scripts/content/contentRules';
import { owner } from '../../src/content/owner';
import type { OwnerContent } from '../../src/content/types';
import { ownerWith, screenshot, SVG_DRAWING, tempSite } from './fixtures';

jest.setTimeout(60_000);

let site: ReturnType<typeof tempSite>;

beforeEach(async () => {
  site = tempSite();
  site.put('images/projects/good.png', await screenshot(1000, 625, 'png'));
});

afterEach(() => site.remove());

const good = { imageSrc: '/images/projects/good.png' };

/** The problems the build stops with, as the owner reads them: `path: message`. */
async function problemsOf(content: OwnerContent): Promise<string[]> {
  const failure = await buildContent(site.options(content)).then(
    () => null,
    (error: unknown) => error,
  );
  if (!(failure instanceof ContentError)) throw new Error('The build did not stop.');
  expect(failure.message).toContain('src/content/owner.ts has');
  return failure.problems.map((problem) => `${problem.path}: ${problem.message}`);
}

describe('the content checks that stop the build', () => {
  it('refuses an image file that does not exist, naming the field and the file', async () => {
    expect(
      await problemsOf(ownerWith([good, good, { imageSrc: '/images/projects/x.png' }])),
    ).toEqual([
      'projects[2].imageSrc: public/images/projects/x.png does not exist. Put the file there, or correct the path.',
    ]);
  });

  it('refuses a file that is not an image it can read', async () => {
    site.put('images/projects/broken.png', 'this is a text file saved as .png');
    const [problem] = await problemsOf(ownerWith([{ imageSrc: '/images/projects/broken.png' }]));
    expect(problem).toMatch(
      /^projects\[0\]\.imageSrc: public\/images\/projects\/broken\.png cannot be read as an image \(.+\)\. Save it again as PNG, JPEG, WebP or SVG\.$/,
    );
  });

  it('refuses an image cut short after a valid header', async () => {
    const whole = await screenshot(1000, 625, 'png');
    site.put('images/projects/cut.png', whole.subarray(0, Math.floor(whole.length / 2)));
    const [problem] = await problemsOf(ownerWith([{ imageSrc: '/images/projects/cut.png' }]));
    expect(problem).toMatch(/^projects\[0\]\.imageSrc: .*cut\.png cannot be read as an image/);
  });

  it('refuses a 300 px wide project screenshot with the width it needs', async () => {
    site.put('images/projects/small.png', await screenshot(300, 188, 'png'));
    expect(await problemsOf(ownerWith([good, { imageSrc: '/images/projects/small.png' }]))).toEqual(
      [
        'projects[1].imageSrc: public/images/projects/small.png is 300 px wide; a project screenshot needs at least 800 px (1600 x 1000 is best). Use a larger screenshot.',
      ],
    );
  });

  it('accepts an SVG of any size: it scales', async () => {
    site.put('images/projects/drawing.svg', SVG_DRAWING);
    await expect(
      buildContent(site.options(ownerWith([{ imageSrc: '/images/projects/drawing.svg' }]))),
    ).resolves.toBeDefined();
  });

  it('refuses a link that is not http(s)', async () => {
    const content = ownerWith([{ ...good, link: 'ftp://files.example.com/app' }]);
    content.socials = { ...content.socials, github: 'github.com/aarav' };
    expect(await problemsOf(content)).toEqual([
      'projects[0].link: "ftp://files.example.com/app" is not an http(s) link. Write the full address, e.g. "https://example.com/…".',
      'socials.github: "github.com/aarav" is not an http(s) link. Write the full address, e.g. "https://example.com/…".',
    ]);
  });

  it('refuses an e-mail link that is not mailto:', async () => {
    const content = ownerWith([good]);
    content.socials = { ...content.socials, email: 'aarav@example.dev' };
    expect(await problemsOf(content)).toEqual([
      'socials.email: "aarav@example.dev" is not a mailto: link. Write it as "mailto:you@example.com".',
    ]);
  });

  it('refuses an empty title', async () => {
    const content = ownerWith([good, { ...good, title: '  ' }]);
    content.journey = [{ ...owner.journey[0], title: '' }];
    expect(await problemsOf(content)).toEqual([
      "projects[1].title: is empty. Write the project's name.",
      'journey[0].title: is empty. Name the role or degree.',
    ]);
  });

  it('refuses an empty alt text', async () => {
    expect(await problemsOf(ownerWith([good, good, good, { ...good, imageAlt: '' }]))).toEqual([
      'projects[3].imageAlt: is empty. Describe what the screenshot shows, for screen readers.',
    ]);
  });

  it('refuses an image path outside public/', async () => {
    expect(await problemsOf(ownerWith([{ imageSrc: '/../secrets.png' }]))).toEqual([
      'projects[0].imageSrc: "/../secrets.png" is not a path under public/. Write it from the site\'s root, e.g. "/images/projects/my-app.png".',
    ]);
  });

  it('refuses a missing resume', async () => {
    expect(await problemsOf({ ...ownerWith([good]), resumePath: '/files/cv.pdf' })).toEqual([
      'resumePath: public/files/cv.pdf does not exist. Put your resume (PDF) there, or correct the path.',
    ]);
  });

  it("refuses the owner's own social picture when it is too small, an SVG, or has no alt text", async () => {
    site.put('images/me.png', await screenshot(600, 315, 'png'));
    site.put('images/me.svg', SVG_DRAWING);
    const withSocial = (src: string, alt: string): OwnerContent => ({
      ...ownerWith([good]),
      site: { ...owner.site, socialImage: { src, alt } },
    });
    expect(await problemsOf(withSocial('/images/me.png', 'Me'))).toEqual([
      'site.socialImage.src: public/images/me.png is 600 x 315 px; a social card needs at least 1200 x 630. Use a larger picture.',
    ]);
    expect(await problemsOf(withSocial('/images/me.svg', ''))).toEqual([
      'site.socialImage.alt: is empty. Describe the picture for people who cannot see it.',
      'site.socialImage.src: public/images/me.svg is an SVG, which social sites do not show. Export it as PNG or JPEG.',
    ]);
  });

  it('lists every problem at once, one line each', async () => {
    const content = ownerWith([
      { imageSrc: '/images/projects/x.png' },
      { ...good, link: 'javascript:alert(1)', imageAlt: ' ' },
    ]);
    const failure = await buildContent(site.options(content)).catch((error: unknown) => error);
    expect((failure as Error).message.split('\n')).toEqual([
      'src/content/owner.ts has 3 problems; the build stops here:',
      '  projects[1].imageAlt: is empty. Describe what the screenshot shows, for screen readers.',
      '  projects[1].link: "javascript:alert(1)" is not an http(s) link. Write the full address, e.g. "https://example.com/…".',
      '  projects[0].imageSrc: public/images/projects/x.png does not exist. Put the file there, or correct the path.',
    ]);
  });

  it('builds with a section’s data removed (the section then hides itself)', async () => {
    const built = await buildContent(
      site.options({ ...ownerWith([]), journey: [], techStack: [] }),
    );
    expect(built.images).toEqual({});
  });
});
