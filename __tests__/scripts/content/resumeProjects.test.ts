/** @jest-environment node */
import { ImportNotes } from '../../../scripts/content/importNotes';
import { projectsOf } from '../../../scripts/content/resumeProjects';
import type { JsonResume } from '../../../scripts/resume/jsonResume';
import { resumeExample } from '../../support/importedResume';

/**
 * A JSON Resume project as init makes it a card's texts: the first sentence of its description
 * the subtitle, its other sentences the description, its highlights the list; each said once.
 */

type Project = NonNullable<JsonResume['projects']>[number];

function cardTexts(project: Project) {
  const notes = new ImportNotes();
  const [texts] = projectsOf({ projects: [project] }, notes).texts;
  return { texts, placeholders: notes.placeholders.map((line) => line.split(':')[0]) };
}

describe("init's project cards", () => {
  it('makes a one-sentence description the subtitle and the highlights the list, with no description', () => {
    const example = resumeExample('examples/new-grad.resume.json') as JsonResume;
    const [dormSwap] = example.projects ?? [];
    const { texts, placeholders } = cardTexts(dormSwap);
    expect(texts).toEqual({
      title: 'DormSwap',
      subtitle: 'A campus marketplace for students to buy, sell, and trade dorm essentials.',
      imageAlt: 'A placeholder picture with the name DormSwap',
      highlights: [
        'Deployed to 400+ active students across two residence halls',
        'Built with Next.js, PostgreSQL, and Prisma on Vercel',
        'Designed an image-moderation flow to keep listings safe',
      ],
      roles: ['Full-stack developer', 'Team lead'],
      entity: 'University of Washington Capstone',
      type: 'application',
    });
    // Nothing stands in for a description: the card has none, and needs none.
    expect(placeholders).toEqual(['site.yaml projects']);
  });

  it("makes the description's other sentences the description, and leaves the highlights out of it", () => {
    const { texts, placeholders } = cardTexts({
      name: 'Ledger',
      description: 'A budgeting app. It syncs across devices! Works offline?',
      highlights: ['Ten thousand users'],
      url: 'https://ledger.example.com',
    });
    expect(texts).toMatchObject({
      subtitle: 'A budgeting app.',
      description: 'It syncs across devices! Works offline?',
      highlights: ['Ten thousand users'],
    });
    expect(placeholders).toEqual(['site.yaml projects']);
  });

  it('says a lone sentence once, as the subtitle, with no placeholder description', () => {
    const { texts, placeholders } = cardTexts({
      name: 'Ledger',
      description: 'A budgeting app.',
      url: 'https://ledger.example.com',
    });
    expect(texts).toEqual({
      title: 'Ledger',
      subtitle: 'A budgeting app.',
      imageAlt: 'A placeholder picture with the name Ledger',
    });
    expect(placeholders).toEqual(['site.yaml projects']);
  });

  it('stands a placeholder in for the subtitle only, when the project says nothing', () => {
    const { texts, placeholders } = cardTexts({
      name: 'Ledger',
      url: 'https://ledger.example.com',
    });
    expect(texts).toEqual({
      title: 'Ledger',
      subtitle: 'What it is, in a few words',
      imageAlt: 'A placeholder picture with the name Ledger',
    });
    expect(placeholders).toEqual(['words/en.yaml projects[0].subtitle', 'site.yaml projects']);
    // Its type, when it has one, is the subtitle.
    expect(cardTexts({ name: 'Ledger', type: 'library' }).texts.subtitle).toBe('library');
  });
});
