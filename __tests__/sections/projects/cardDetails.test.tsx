import { screen, within } from '@testing-library/react';
import { pageCatalogue } from '../../../src/app/pageTexts';
import { languageOf } from '../../../src/content/languages';
import { owner } from '../../../src/content/settings';
import { initialUiState } from '../../../src/features/ui/uiSlice';
import { cardPeriods } from '../../../src/sections/projects/cardPeriods';
import Projects from '../../../src/sections/projects/Section';
import { DATED_CARDS, datedProjectsContent } from '../../support/datedProjects';
import { renderWithProviders } from '../../support/renderWithProviders';
import { en as sampleEn } from '../../support/sample';

/**
 * A card's dates, roles and highlights (src/sections/projects/CardDetails.tsx), from a copy of
 * the sample whose first two cards have them (DATED_CARDS), with page texts as the build
 * writes them.
 */

const dated = datedProjectsContent();

function pageTexts(code: 'en' | 'hi') {
  const texts = dated.catalogues[code];
  const { locale } = languageOf(dated.owner.site, code);
  const periods = cardPeriods(dated.owner.projects, locale, texts.common.present);
  return pageCatalogue(texts, { locale, projectPeriods: periods });
}

function renderIn(code: 'en' | 'hi') {
  jest.replaceProperty(owner, 'projects', dated.owner.projects);
  const texts = pageTexts(code);
  // The dates come written in the page's texts: the browser formats none.
  const dateFormat = jest.spyOn(Intl, 'DateTimeFormat');
  renderWithProviders(<Projects />, {
    texts,
    preloadedState: { ui: { ...initialUiState, language: code } },
  });
  expect(dateFormat).not.toHaveBeenCalled();
  return screen.getAllByRole('article');
}

/** Each <time> of a card: its machine-readable date and its text. */
const timesIn = (card: HTMLElement) =>
  [...card.querySelectorAll('time')].map((time) => [time.dateTime, time.textContent]);

const listNames = (card: HTMLElement) =>
  within(card)
    .getAllByRole('list')
    .map((list) => list.getAttribute('aria-label'));

describe("a project card's dates, roles and highlights", () => {
  it('shows them in English: the period in <time>s, the roles on a line, the highlights listed', () => {
    const [firstCard, secondCard] = renderIn('en');
    const [first, second] = [within(firstCard), within(secondCard)];
    expect(first.getByText('May 2023').closest('p')).toHaveTextContent('May 2023 – present');
    expect(timesIn(firstCard)).toEqual([['2023-05', 'May 2023']]);
    expect(first.getByText('Roles: Team lead, Designer')).toBeInTheDocument();
    const highlights = first.getByRole('list', { name: 'Highlights' });
    expect(
      within(highlights)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(DATED_CARDS.en[0].highlights);

    // Within one year the year is written once; the day the owner gave is not shown.
    expect(second.getByText('Apr').closest('p')).toHaveTextContent('Apr – Sept 2019');
    expect(timesIn(secondCard)).toEqual([
      ['2019-04', 'Apr'],
      ['2019-09', 'Sept 2019'],
    ]);
    expect(second.getByText('Role: Backend developer')).toBeInTheDocument();
    expect(listNames(secondCard)).toEqual(['Technologies']);
  });

  it("shows them in Hindi, in the page's locale and texts", () => {
    const [firstCard, secondCard] = renderIn('hi');
    const [first, second] = [within(firstCard), within(secondCard)];
    expect(first.getByText('मई 2023').closest('p')).toHaveTextContent('मई 2023 – अब तक');
    expect(timesIn(firstCard)).toEqual([['2023-05', 'मई 2023']]);
    expect(first.getByText('भूमिकाएँ: टीम लीड, डिज़ाइनर')).toBeInTheDocument();
    expect(
      within(first.getByRole('list', { name: 'मुख्य बातें' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(DATED_CARDS.hi[0].highlights);
    expect(timesIn(secondCard)).toEqual([
      ['2019-04', 'अप्रैल'],
      ['2019-09', 'सित॰ 2019'],
    ]);
    expect(second.getByText('भूमिका: बैकएंड डेवलपर')).toBeInTheDocument();
  });

  it('shows none of them on a card without them', () => {
    const cards = renderIn('en');
    for (const card of cards.slice(2)) {
      expect(timesIn(card)).toEqual([]);
      expect(within(card).queryByText(/^Roles?: /)).toBeNull();
      expect(listNames(card)).toEqual(['Technologies']);
    }
  });

  it("writes no dates into the sample's page texts, whose cards have none", () => {
    const { locale } = languageOf(owner.site, 'en');
    const periods = cardPeriods(owner.projects, locale, sampleEn.common.present);
    expect(periods).toEqual(owner.projects.map(() => null));
    expect(pageCatalogue(sampleEn, { locale, projectPeriods: periods })).not.toHaveProperty(
      'projectPeriods',
    );
    renderWithProviders(<Projects />);
    expect(document.querySelectorAll('#projects time')).toHaveLength(0);
    expect(screen.queryByRole('list', { name: 'Highlights' })).toBeNull();
    expect(screen.queryByText(/^Roles?: /)).toBeNull();
  });
});
