import { screen, within } from '@testing-library/react';
import { App } from '../../../src/components/App';
import { TopBar } from '../../../src/components/TopBar';
import { loadAllSections } from '../../../src/components/lazySections';
import Projects from '../../../src/sections/projects/Section';
import Writing from '../../../src/sections/writing/Section';
import { pageCatalogue } from '../../../src/app/pageTexts';
import type { LatestPost } from '../../../src/content/catalogue';
import { owner } from '../../../src/content/settings';
import { initialUiState } from '../../../src/features/ui/uiSlice';
import { createFakeServices } from '../../support/fakeServices';
import { installIntersectionObserver } from '../../support/intersectionObserver';
import { renderWithProviders } from '../../support/renderWithProviders';
import { en, hi } from '../../support/sample';

const latest: LatestPost[] = [
  {
    title: 'Shipping a portfolio that answers at first paint',
    date: '2024-03-10',
    dateText: '10 March 2024',
    summary: 'What the first view needs, and what can wait.',
    path: '/blog/first-paint/',
  },
  {
    title: 'Rate limits in two places',
    date: '2024-02-01',
    dateText: '1 February 2024',
    summary: 'The browser counts, the server decides.',
    path: '/blog/rate-limits/',
  },
];
const hindiLatest: LatestPost[] = [
  {
    title: 'पहले पेंट पर जवाब देने वाला पोर्टफ़ोलियो',
    date: '2024-03-12',
    dateText: '12 मार्च 2024',
    summary: 'पहले दृश्य को क्या चाहिए, और क्या रुक सकता है।',
    path: '/hi/blog/first-paint/',
  },
];

const englishPage = (latestPosts: LatestPost[] = latest) => ({
  texts: pageCatalogue(en, { latestPosts }),
});
const hindiPage = (latestPosts: LatestPost[] = hindiLatest) => ({
  preloadedState: { ui: { ...initialUiState, language: 'hi' } },
  services: createFakeServices({ texts: hi }).services,
  texts: pageCatalogue(hi, { latestPosts }),
});

describe('the Writing section', () => {
  it('shows the latest posts: title linking to the post, date, summary; then the blog', () => {
    renderWithProviders(<Writing />, englishPage());
    const section = screen.getByRole('region', { name: 'Writing' });
    const posts = within(section).getAllByRole('article');
    expect(posts).toHaveLength(2);
    const [first] = posts;
    expect(within(first).getByRole('heading', { level: 3 })).toHaveTextContent(latest[0].title);
    expect(within(first).getByRole('link', { name: latest[0].title })).toHaveAttribute(
      'href',
      '/blog/first-paint/',
    );
    const day = first.querySelector('time');
    expect(day).toHaveAttribute('datetime', '2024-03-10');
    expect(day).toHaveTextContent('10 March 2024');
    expect(within(first).getByText(latest[0].summary)).toBeInTheDocument();
    expect(within(section).getByRole('link', { name: 'All posts' })).toHaveAttribute(
      'href',
      '/blog/',
    );
  });

  it("is in the page's language, linking its own blog", () => {
    renderWithProviders(<Writing />, hindiPage());
    const section = screen.getByRole('region', { name: 'लेखन' });
    expect(within(section).getByRole('link', { name: hindiLatest[0].title })).toHaveAttribute(
      'href',
      '/hi/blog/first-paint/',
    );
    expect(within(section).getByText('12 मार्च 2024')).toBeInTheDocument();
    expect(within(section).getByRole('link', { name: 'सभी पोस्ट' })).toHaveAttribute(
      'href',
      '/hi/blog/',
    );
  });

  it('shows nothing where the language has no post', () => {
    const { container } = renderWithProviders(<Writing />, englishPage([]));
    expect(container).toBeEmptyDOMElement();
  });

  it('sits before Contact on the page, and is not on a page without posts', async () => {
    installIntersectionObserver();
    await loadAllSections();
    const { unmount } = renderWithProviders(<App />, englishPage());
    const writing = await screen.findByRole('region', { name: 'Writing' });
    const contact = document.getElementById('contact');
    expect(contact).not.toBeNull();
    expect(writing.compareDocumentPosition(contact as Node)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    unmount();
    renderWithProviders(<App />, englishPage([]));
    expect(document.querySelector('[data-lazy-section="writing"]')).toBeNull();
    expect(screen.queryByRole('region', { name: 'Writing' })).toBeNull();
  });
});

describe("the top bar's blog link", () => {
  it('leads to the blog of the page’s language, in the bar and in the phone menu', () => {
    renderWithProviders(<TopBar />, hindiPage());
    const links = screen.getAllByRole('link', { name: 'ब्लॉग', hidden: true });
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/hi/blog/', '/hi/blog/']);
    expect(links[1].closest('dialog')).not.toBeNull();
  });

  it('is not there while the language has no post', () => {
    renderWithProviders(<TopBar />, englishPage([]));
    expect(screen.queryByRole('link', { name: 'Blog', hidden: true })).toBeNull();
    expect(document.querySelector('a[href="/blog/"]')).toBeNull();
  });
});

describe("a project card's case study link", () => {
  it("links the case study owner.ts names, in the page's language; no other card has one", () => {
    renderWithProviders(<Projects />, hindiPage());
    const cards = screen.getAllByRole('article');
    const link = within(cards[0]).getByRole('link', { name: /^केस स्टडी पढ़ें/ });
    expect(link.textContent).toBe(`केस स्टडी पढ़ें: ${hi.projects[0].title}`);
    expect(link).toHaveAttribute('href', '/hi/projects/refill-buddy/');
    expect(link).not.toHaveAttribute('target');
    for (const card of cards.slice(1)) {
      expect(within(card).queryByRole('link', { name: /केस स्टडी/ })).toBeNull();
    }
  });

  it('follows owner.ts: the card of the project that names one, and only it', () => {
    jest.replaceProperty(
      owner,
      'projects',
      owner.projects.map((project, index) => ({
        ...project,
        caseStudy: index === 2 ? 'another' : undefined,
      })),
    );
    renderWithProviders(<Projects />);
    const links = screen.getAllByRole('link', { name: /^Read the case study/ });
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/projects/another/']);
    expect(screen.getAllByRole('article')[2]).toContainElement(links[0]);
  });
});
