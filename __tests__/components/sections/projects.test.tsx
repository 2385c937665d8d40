import contentImages from '@build/content-images';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { pageCatalogue } from '../../../src/app/pageTexts';
import Journey from '../../../src/sections/journey/Section';
import Projects, { cardNumber } from '../../../src/sections/projects/Section';
import { CARD_IMAGE_SIZES } from '../../../src/sections/projects/ProjectImage';
import { localeDigits } from '../../../src/content/languages';
import { owner } from '../../../src/content/settings';
import { initialAuthState } from '../../../src/features/auth/authSlice';
import { initialUiState } from '../../../src/features/ui/uiSlice';
import { createFakeServices } from '../../support/fakeServices';
import { renderWithProviders } from '../../support/renderWithProviders';
import { en, hi } from '../../support/sample';

/** The CSS rules styled-components wrote for an element's classes. */
function rulesFor(element: Element): string {
  const css = [...document.querySelectorAll('style')].map((style) => style.textContent).join('');
  return [...element.classList]
    .flatMap((name) => css.match(new RegExp(`\\.${name}\\{[^}]*\\}`, 'g')) ?? [])
    .join('');
}

describe('Featured Projects', () => {
  it("draws each card's top band from its themeColor to its themeAccentColor", () => {
    renderWithProviders(<Projects />);
    screen.getAllByRole('article').forEach((card, index) => {
      const { themeColor, themeAccentColor } = owner.projects[index];
      // Its list item draws the band; the card's text sits on one solid colour, no gradient.
      const item = card.parentElement!;
      expect(item.tagName).toBe('LI');
      expect(rulesFor(item)).toContain(
        `linear-gradient(90deg, ${themeColor}, ${themeAccentColor})`,
      );
      expect(rulesFor(card)).not.toContain('gradient');
      expect(rulesFor(card)).toContain('background:var(--color-surface) padding-box');
    });
  });

  it('shows six cards with label, image, title, subtitle, description, tags and link', () => {
    renderWithProviders(<Projects />);
    const section = document.getElementById('projects');
    expect(section).not.toBeNull();
    expect(
      screen.getByRole('heading', { level: 2, name: 'Featured Projects' }),
    ).toBeInTheDocument();
    const cards = screen.getAllByRole('article');
    expect(cards).toHaveLength(6);

    cards.forEach((card, index) => {
      const project = owner.projects[index];
      const words = en.projects[index];
      const inCard = within(card);
      expect(inCard.getByText(`PROJECT ${index + 1}`)).toBeInTheDocument();
      expect(inCard.getByRole('heading', { level: 3, name: words.title })).toBeInTheDocument();
      expect(card).toHaveAccessibleName(words.title);
      expect(inCard.getByText(words.subtitle)).toBeInTheDocument();
      // Each of the sample's cards has one; a card without one is in importedCards.test.tsx.
      expect(inCard.getByText(words.description ?? 'its description')).toBeInTheDocument();
      const tags = within(inCard.getByRole('list', { name: 'Technologies' })).getAllByRole(
        'listitem',
      );
      expect(tags.map((tag) => tag.textContent)).toEqual(project.tags);

      const image = inCard.getByRole('img', { name: words.imageAlt });
      expect(image).toHaveAttribute('width', '1600');
      expect(image).toHaveAttribute('height', '1000');
      expect(image).toHaveAttribute('loading', 'lazy');

      const link = inCard.getByRole('link', {
        name: `View Project ${words.title} (opens in a new tab)`,
      });
      expect(link).toHaveAttribute('href', project.link);
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    });
  });

  it('serves each screenshot as AVIF, then WebP, then PNG at the widths the build made', () => {
    renderWithProviders(<Projects />);
    owner.projects.forEach((project, index) => {
      const image = screen.getByRole('img', { name: en.projects[index].imageAlt });
      const picture = image.parentElement as HTMLElement;
      expect(picture.tagName).toBe('PICTURE');
      const sources = [...picture.querySelectorAll('source')];
      expect(sources.map((source) => source.getAttribute('type'))).toEqual([
        'image/avif',
        'image/webp',
      ]);
      const stem = project.imageSrc.replace(/\.png$/, '');
      for (const [candidates, extension] of [
        [sources[0].getAttribute('srcset'), 'avif'],
        [sources[1].getAttribute('srcset'), 'webp'],
        [image.getAttribute('srcset'), 'png'],
      ] as const) {
        expect(candidates?.split(', ')).toEqual(
          [520, 640, 800, 1040, 1280, 1600].map(
            (width) => `${stem}-${width}.c0ffee00.${extension} ${width}w`,
          ),
        );
      }
      for (const element of [...sources, image]) {
        expect(element).toHaveAttribute('sizes', CARD_IMAGE_SIZES);
      }
      expect(image).toHaveAttribute('src', `${stem}-800.c0ffee00.png`);
      expect(image).toHaveAttribute('decoding', 'async');
    });
  });

  it('serves an SVG as it is, with its size, and an image the build has not seen yet as it is', () => {
    jest.replaceProperty(owner, 'projects', [
      { ...owner.projects[0], imageSrc: '/images/projects/diagram.svg' },
      { ...owner.projects[1], imageSrc: '/images/projects/new.png' },
    ]);
    const texts = {
      ...en,
      projects: [
        { ...en.projects[0], imageAlt: 'Diagram' },
        { ...en.projects[1], imageAlt: 'New' },
      ],
    };
    contentImages['/images/projects/diagram.svg'] = { width: 640, height: 400 };
    try {
      renderWithProviders(<Projects />, { texts });
      const svg = screen.getByRole('img', { name: 'Diagram' });
      expect(svg.parentElement?.tagName).not.toBe('PICTURE');
      expect(svg).toHaveAttribute('src', '/images/projects/diagram.svg');
      expect(svg).toHaveAttribute('width', '640');
      expect(svg).toHaveAttribute('height', '400');
      const unseen = screen.getByRole('img', { name: 'New' });
      expect(unseen).toHaveAttribute('src', '/images/projects/new.png');
      expect(unseen).not.toHaveAttribute('srcset');
      expect(unseen).toHaveAttribute('loading', 'lazy');
    } finally {
      delete contentImages['/images/projects/diagram.svg'];
    }
  });

  it("numbers the cards in the digits the build read for the page's locale, Latin or its own", () => {
    expect(cardNumber(3)).toBe('3');
    expect(cardNumber(12, localeDigits('en-IN'))).toBe('12');
    expect(cardNumber(12, localeDigits('hi-IN'))).toBe('12');
    expect(cardNumber(12, localeDigits('mr-IN'))).toBe('१२');
    expect(cardNumber(12, localeDigits('ar-EG'))).toBe('١٢');
  });

  it("writes the page texts' digits into the cards, with no Intl call in the browser", () => {
    // What the build wrote for a Marathi page, and the labels that follow from it.
    const texts = pageCatalogue(en, { locale: 'mr-IN' });
    const digits = localeDigits('mr-IN');
    const labels = owner.projects.map((_, index) => `PROJECT ${cardNumber(index + 1, digits)}`);
    const numberFormat = jest.spyOn(Intl, 'NumberFormat');
    const locale = jest.spyOn(Intl, 'Locale');
    renderWithProviders(<Projects />, { texts });
    expect(screen.getAllByText(/^PROJECT /).map((label) => label.textContent)).toEqual(labels);
    expect(labels[0]).toBe('PROJECT १');
    expect(numberFormat).not.toHaveBeenCalled();
    expect(locale).not.toHaveBeenCalled();
  });

  it('alternates the image left and right by index', () => {
    renderWithProviders(<Projects />);
    expect(screen.getAllByRole('article').map((card) => card.dataset.imageSide)).toEqual([
      'left',
      'right',
      'left',
      'right',
      'left',
      'right',
    ]);
  });

  it("asks a signed-out visitor to authenticate from 'Get My Resume'", async () => {
    const { services, calls } = createFakeServices();
    const { store } = renderWithProviders(<Projects />, { services });
    await userEvent.click(screen.getByRole('button', { name: 'Get My Resume' }));
    expect(store.getState().ui.toasts.map((t) => t.message)).toEqual(['Please authenticate first']);
    expect(calls.opened).toEqual([]);
  });

  it('starts the resume request for a signed-in visitor and shows it as busy', async () => {
    const { services } = createFakeServices();
    const { store } = renderWithProviders(<Projects />, {
      services,
      preloadedState: { auth: { ...initialAuthState, IsAuthenticated: true, value: true } },
    });
    const button = screen.getByRole('button', { name: 'Get My Resume' });
    await userEvent.click(button);
    expect(store.getState().ui.resumePending).toBe(true);
    expect(button).toHaveAttribute('aria-busy', 'true');
  });

  it('links the resume as a page, in the page language: /resume/ and /hi/resume/', () => {
    const { unmount } = renderWithProviders(<Projects />);
    expect(screen.getByRole('link', { name: en.projectsSection.resumePage })).toHaveAttribute(
      'href',
      '/resume/',
    );
    unmount();
    renderWithProviders(<Projects />, {
      texts: hi,
      preloadedState: { ui: { ...initialUiState, language: 'hi' } },
    });
    expect(screen.getByRole('link', { name: hi.projectsSection.resumePage })).toHaveAttribute(
      'href',
      '/hi/resume/',
    );
  });
});

describe('sections hide when their data is removed', () => {
  it('renders no projects section for projects: []', () => {
    jest.replaceProperty(owner, 'projects', []);
    renderWithProviders(<Projects />);
    expect(screen.queryByRole('heading', { name: 'Featured Projects' })).toBeNull();
    expect(document.getElementById('projects')).toBeNull();
  });

  it('renders no journey section for journey: []', () => {
    renderWithProviders(<Journey />, { texts: { ...en, journey: [] } });
    expect(screen.queryByRole('heading', { name: 'My Journey' })).toBeNull();
  });
});

describe('Journey', () => {
  it('lists every entry from the content file in order', () => {
    renderWithProviders(<Journey />);
    expect(screen.getByRole('heading', { level: 2, name: 'My Journey' })).toBeInTheDocument();
    const items = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(items).toHaveLength(en.journey.length);
    items.forEach((item, index) => {
      const entry = en.journey[index];
      expect(
        within(item).getByRole('heading', { level: 3, name: entry.title }),
      ).toBeInTheDocument();
      expect(item).toHaveTextContent(entry.period);
      expect(item).toHaveTextContent(entry.place);
      expect(item).toHaveTextContent(entry.description);
    });
  });
});
