/**
 * @jest-environment node
 */
import { paperFor, resumeContent, shownLink } from '../../../scripts/resume/resumeContent';
import { resumePage } from '../../../scripts/resume/resumePage';
import { JSDOM } from 'jsdom';
import { owner } from '../../../src/content/settings';
import type { PageLanguage } from '../../../src/content/types';
import { en, hi, profileUrl } from '../../support/sample';

const [english, hindi] = owner.site.languages as [PageLanguage, PageLanguage];

describe('what goes into the resume, per language', () => {
  it.each([
    ['en', english, en],
    ['hi', hindi, hi],
  ] as const)(
    '%s: the name, title, bio, every project, skill and journey entry',
    (code, language, texts) => {
      const resume = resumeContent(owner, language, texts);
      expect(resume.language.code).toBe(code);
      expect(resume).toMatchObject({
        name: texts.name,
        title: texts.title,
        bio: texts.about.bio,
        bullets: texts.about.bullets,
        skills: owner.about.skills,
      });
      expect(resume.projects).toEqual(
        owner.projects.map((project, index) => ({
          title: texts.projects[index].title,
          subtitle: texts.projects[index].subtitle,
          description: texts.projects[index].description,
          highlights: [],
          technologies: project.tags,
          link: project.link,
        })),
      );
      expect(resume.journey).toEqual(
        texts.journey.map(({ period, title, place, description }) => ({
          period,
          title,
          place,
          description,
        })),
      );
      expect(resume.meta.author).toBe(texts.name);
      expect(resume.pdfPath).toBe(code === 'en' ? '/files/resume.pdf' : '/hi/files/resume.pdf');
    },
  );

  it('the Hindi resume is in Hindi: its headings, title and texts are the Hindi catalogue’s', () => {
    const resume = resumeContent(owner, hindi, hi);
    expect(resume.words.projects).toBe('प्रोजेक्ट');
    expect(resume.meta.title).toBe('आरव मेहता का रिज़्यूमे');
    expect(resume.projects[1].title).toBe('ई-ग्राम पंचायत');
    expect(resume.journey[1].period).toBe('गर्मियाँ 2025');
  });

  it('contact: e-mail, phone, the site and every social link, each as text and as a link', () => {
    const { contact } = resumeContent(owner, english, en);
    expect(contact).toEqual([
      { label: 'E-mail', text: 'aarav.mehta@example.dev', href: 'mailto:aarav.mehta@example.dev' },
      { label: 'Phone', text: '+91-90000-00000', href: 'tel:+919000000000' },
      { label: 'Portfolio', text: 'aarav-mehta.example.dev', href: owner.site.url },
      { label: 'GitHub', text: 'github.com/aarav-mehta-sample', href: profileUrl('GitHub') },
      {
        label: 'LinkedIn',
        text: 'linkedin.com/in/aarav-mehta-sample',
        href: profileUrl('LinkedIn'),
      },
      { label: 'Twitter/X', text: 'x.com/aarav_mehta_sample', href: profileUrl('Twitter') },
      {
        label: 'Instagram',
        text: 'instagram.com/aarav.mehta.sample',
        href: profileUrl('Instagram'),
      },
    ]);
  });

  it('leaves out an e-mail or a phone the owner did not configure', () => {
    const content = { ...owner, phone: ' ', email: '' };
    const labels = resumeContent(content, english, en).contact.map((entry) => entry.label);
    expect(labels).not.toContain('E-mail');
    expect(labels).not.toContain('Phone');
    expect(labels).toContain('GitHub');
  });

  it('paper: Letter where offices use it (en-US, a bare en, fr-CA), A4 elsewhere', () => {
    expect(paperFor('en-US')).toBe('Letter');
    expect(paperFor('en')).toBe('Letter');
    expect(paperFor('fr-CA')).toBe('Letter');
    expect(paperFor('en-IN')).toBe('A4');
    expect(paperFor('hi-IN')).toBe('A4');
    expect(paperFor('de')).toBe('A4');
    expect(resumeContent(owner, { ...english, locale: 'en-US' }, en).paper).toBe('Letter');
  });

  it('writes links as a reader types them', () => {
    expect(shownLink('https://www.linkedin.com/in/someone/')).toBe('linkedin.com/in/someone');
  });
});

describe('the resume page', () => {
  const resume = resumeContent(owner, hindi, hi);
  const frame = { owner, texts: hi };

  it('holds every text in reading order, in its language, with links and the paper size', () => {
    const html = resumePage(resume, frame);
    expect(html).toContain('<html lang="hi">');
    expect(html).toContain('@page{size:A4;');
    const inOrder = [
      hi.name,
      hi.title,
      hi.resume.summary,
      hi.about.bio,
      hi.resume.skills,
      hi.resume.projects,
      ...hi.projects.map((project) => project.title),
      hi.resume.journey,
      ...hi.journey.map((entry) => entry.title),
    ];
    let cursor = html.indexOf('<main>');
    for (const text of inOrder) {
      const at = html.indexOf(text, cursor);
      expect({ text, after: at > cursor }).toEqual({ text, after: true });
      cursor = at;
    }
    for (const project of owner.projects) expect(html).toContain(`<a href="${project.link}">`);
    const page = new JSDOM(html).window.document;
    expect(page.querySelector('.top-bar-logo')?.getAttribute('href')).toBe('/hi/');
    expect(page.querySelector('.top-bar-logo .visually-hidden')?.textContent).toBe(
      'आरव मेहता के पोर्टफ़ोलियो पर वापस जाएँ',
    );
    expect(
      page.querySelector('.top-bar-languages a[hreflang="en"][lang="en"]')?.getAttribute('href'),
    ).toBe('/resume/');
  });

  it('links its PDF after the header when served; the PDF itself does not', () => {
    const served = resumePage(resume, { ...frame, themeScript: 'applyTheme()' });
    expect(served).toContain(
      '</header>\n<p class="download"><a class="button button--secondary" href="/hi/files/resume.pdf">PDF डाउनलोड करें</a></p>',
    );
    expect(served).toContain('.download{display:none;}');
    expect(resumePage(resume, frame)).not.toContain('class="download"');
  });

  it('carries the scripts only when served (the PDF prints in fixed colours, with no toggle)', () => {
    const printed = resumePage(resume, frame);
    expect(printed).not.toContain('<script');
    expect(printed).not.toContain('<button class="theme-toggle"');
    const served = resumePage(resume, {
      ...frame,
      themeScript: 'applyTheme()',
      script: '/documents.1.js',
    });
    expect(served).toContain('<script>applyTheme()</script>');
    expect(served).toContain('<script src="/documents.1.js" defer></script>');
    expect(served).toContain('<button class="theme-toggle"');
  });

  it("lists a project's highlights under it, and writes no paragraph for a description it lacks", () => {
    const [first, ...others] = resume.projects;
    const highlights = ['Booked 1,200 refills', 'Cut approvals to a day'];
    const html = resumePage(
      { ...resume, projects: [{ ...first, description: undefined, highlights }, ...others] },
      frame,
    );
    const article = new JSDOM(html).window.document.querySelector('#projects ~ article')!;
    expect(
      [...article.querySelectorAll('p')].map((paragraph) => paragraph.textContent),
    ).not.toContain('');
    expect([...article.querySelectorAll('ul.bullets li')].map((item) => item.textContent)).toEqual(
      highlights,
    );
  });

  it('escapes the content and hides an empty section', () => {
    const html = resumePage({ ...resume, name: 'A <b> & "C"', journey: [], skills: [] }, frame);
    expect(html).toContain('<h1>A &lt;b&gt; &amp; &quot;C&quot;</h1>');
    expect(html).not.toContain('id="journey"');
    expect(html).not.toContain('id="skills"');
    expect(html).toContain('id="projects"');
  });
});
