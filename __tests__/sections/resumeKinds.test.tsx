/** @jest-environment jsdom */
import { screen, within } from '@testing-library/react';
import type { PageCatalogue } from '../../src/content/catalogue';
import { pageKinds } from '../../src/sections/kinds.generated';
import { kindTextsIn } from '../../src/sections/texts.generated';
import { templateTexts } from '../../src/texts';
import { importedContent, resumeExample } from '../support/importedResume';
import { renderWithProviders } from '../support/renderWithProviders';

/**
 * The resume kinds (src/sections/<kind>/ with a resume.ts of entries), shown from the senior
 * engineer's example as init imports it: every entry under its heading, in both languages.
 */

const RESUME_KINDS: Record<string, { heading: string; hindi: string }> = {
  skills: { heading: 'Skills', hindi: 'स्किल्स' },
  experience: { heading: 'Experience', hindi: 'अनुभव' },
  education: { heading: 'Education', hindi: 'शिक्षा' },
  publications: { heading: 'Publications and talks', hindi: 'प्रकाशन और वार्ताएँ' },
  awards: { heading: 'Awards', hindi: 'पुरस्कार' },
  certificates: { heading: 'Certificates', hindi: 'प्रमाणपत्र' },
  languages: { heading: 'Languages', hindi: 'भाषाएँ' },
  interests: { heading: 'Interests', hindi: 'रुचियाँ' },
  testimonials: { heading: 'Testimonials', hindi: 'प्रशंसापत्र' },
};

const imported = importedContent(resumeExample('examples/senior-engineer.resume.json'));
const english: PageCatalogue = imported.catalogues.en;
/** The same entries on the Hindi page: the template's Hindi texts, the owner's words as written. */
const hindi: PageCatalogue = {
  ...english,
  ...kindTextsIn('hi'),
  common: templateTexts.hi.common,
};
const kindOf = (id: string) => {
  const kind = pageKinds.find((candidate) => candidate.id === id);
  if (!kind) throw new Error(`no kind ${id}`);
  return kind;
};

describe.each(Object.entries(RESUME_KINDS))('%s', (id, { heading, hindi: hindiHeading }) => {
  it('is text alone, shown while it has entries', () => {
    const kind = kindOf(id);
    expect(kind.answers).toBe(false);
    expect(kind.shown(imported.owner, english)).toBe(true);
    expect(
      kind.shown(imported.owner, {
        ...english,
        skillGroups: [],
        experience: undefined,
        education: [],
        publications: [],
        awards: [],
        certificates: [],
        spokenLanguages: [],
        interests: [],
        testimonials: [],
      }),
    ).toBe(false);
  });

  it('shows its heading over its entries, in English and in Hindi', async () => {
    const Section = await kindOf(id).load();
    const { unmount } = renderWithProviders(<Section />, { texts: english });
    const section = screen.getByRole('region', { name: heading });
    expect(within(section).getAllByRole('heading', { level: 3 }).length).toBeGreaterThan(0);
    unmount();
    renderWithProviders(<Section />, {
      texts: hindi,
      preloadedState: { ui: { language: 'hi' } } as never,
    });
    expect(screen.getByRole('region', { name: hindiHeading })).toBeTruthy();
  });
});

it("lists every job with its period, highlights and link, its dates in the page's language", async () => {
  const Section = await kindOf('experience').load();
  const { unmount } = renderWithProviders(<Section />, { texts: english });
  const jobs = within(screen.getByRole('region', { name: 'Experience' }));
  expect(jobs.getAllByRole('heading', { level: 3 }).map((job) => job.textContent)).toEqual([
    'Staff Software Engineer',
    'Senior Software Engineer',
    'Software Engineer',
  ]);
  expect(jobs.getByText('Feb 2020 – present')).toBeTruthy();
  expect(jobs.getByText('Jun 2015 – Jan 2020')).toBeTruthy();
  expect(
    jobs.getByText('Cut p99 produce latency 40% by reworking the replication fetch path'),
  ).toBeTruthy();
  expect(jobs.getByRole('link', { name: 'confluent.io/' })).toHaveAttribute(
    'href',
    'https://www.confluent.io/',
  );
  unmount();
  // The sample's Hindi page (hi-IN): its month names and "अब तक".
  renderWithProviders(<Section />, {
    texts: hindi,
    preloadedState: { ui: { language: 'hi' } } as never,
  });
  expect(screen.getByText('फ़र॰ 2020 – अब तक')).toBeTruthy();
});
