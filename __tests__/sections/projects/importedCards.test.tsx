import { screen, within } from '@testing-library/react';
import { pageCatalogue } from '../../../src/app/pageTexts';
import { owner } from '../../../src/content/settings';
import Projects from '../../../src/sections/projects/Section';
import type { JsonResume } from '../../../scripts/resume/jsonResume';
import { importedContent, resumeExample } from '../../support/importedResume';
import { renderWithProviders } from '../../support/renderWithProviders';

/**
 * The cards of @jsonresume/schema's examples as init imports them: each project a sentence of
 * description and a few highlights, so a card with a subtitle and a list and no description.
 * Each thing is said once on the card.
 */

describe.each([
  'sample.resume.json',
  'examples/new-grad.resume.json',
  'examples/senior-engineer.resume.json',
])('%s, imported: its project cards', (file) => {
  const example = resumeExample(file) as JsonResume;
  const imported = importedContent(example);

  it('show the subtitle, each highlight once in the list, and no description', () => {
    jest.replaceProperty(owner, 'projects', imported.owner.projects);
    renderWithProviders(<Projects />, { texts: pageCatalogue(imported.catalogues.en) });
    const cards = screen.getAllByRole('article');
    expect(cards).toHaveLength(example.projects?.length ?? 0);
    cards.forEach((card, index) => {
      const project = example.projects?.[index] ?? {};
      const words = imported.catalogues.en.projects[index];
      expect(words).not.toHaveProperty('description');
      const inCard = within(card);
      expect(inCard.getByText(words.subtitle)).toBeInTheDocument();
      expect(project.description).toContain(words.subtitle);
      const listed = within(inCard.getByRole('list', { name: 'Highlights' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent);
      expect(listed).toEqual(project.highlights);
      // Said once: no paragraph repeats a highlight.
      for (const highlight of project.highlights ?? []) {
        expect(inCard.getAllByText(highlight, { exact: false })).toHaveLength(1);
      }
      // No paragraph stands empty where the description would be.
      const paragraphs = [...card.querySelectorAll('p')].map((paragraph) => paragraph.textContent);
      expect(paragraphs).not.toContain('');
    });
  });
});
