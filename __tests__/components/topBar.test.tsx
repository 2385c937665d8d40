import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeStore } from '../../src/app/store';
import { TopBar } from '../../src/components/TopBar';
import { owner } from '../../src/content/owner';
import { scrollShadowChanged } from '../../src/features/ui/uiSlice';
import { createFakeServices } from '../support/fakeServices';
import { renderWithProviders } from '../support/renderWithProviders';

function scrollTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  act(() => {
    window.dispatchEvent(new Event('scroll'));
  });
}

afterEach(() => scrollTo(0));

describe('TopBar', () => {
  it('links GitHub, LinkedIn and Twitter/X in a new tab and never renders the e-mail', () => {
    renderWithProviders(<TopBar />);
    const nav = screen.getByRole('navigation', { name: 'Social profiles' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      owner.socials.github,
      owner.socials.linkedin,
      owner.socials.twitter,
    ]);
    expect(links.map((link) => link.getAttribute('aria-label'))).toEqual([
      'GitHub (opens in a new tab)',
      'LinkedIn (opens in a new tab)',
      'Twitter/X (opens in a new tab)',
    ]);
    for (const link of links) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    expect(document.querySelector(`a[href="${owner.socials.email}"]`)).toBeNull();
  });

  it('has a logo, the theme toggle, a phone link and named buttons', () => {
    renderWithProviders(<TopBar />);
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Aarav Mehta, back to top' })).toHaveAttribute(
      'href',
      '#top',
    );
    expect(screen.getByRole('button', { name: 'Switch to light mode' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Call Aarav Mehta' })).toHaveAttribute(
      'href',
      `tel:${owner.phone}`,
    );
  });

  it("shows only a top-center 'Coming Soon!' toast from the messaging button", async () => {
    const { services, calls } = createFakeServices();
    const { store } = renderWithProviders(<TopBar />, { services });
    await userEvent.click(screen.getByRole('button', { name: 'Messaging: Coming Soon' }));
    expect(
      store.getState().ui.toasts.map(({ message, position }) => ({ message, position })),
    ).toEqual([{ message: 'Coming Soon!', position: 'top-center' }]);
    expect(calls.submissions).toEqual([]);
    expect(calls.opened).toEqual([]);
  });

  it('scrolls to the contact section', async () => {
    const { services, calls } = createFakeServices();
    renderWithProviders(<TopBar />, { services });
    await userEvent.click(screen.getByRole('button', { name: 'Contact me' }));
    expect(calls.scrolledTo).toEqual(['contact']);
  });

  it('gains its shadow past 10 px and dispatches only when that changes', () => {
    const store = makeStore(undefined, createFakeServices().services);
    const dispatch = jest.spyOn(store, 'dispatch');
    renderWithProviders(<TopBar />, { store });
    const header = screen.getByRole('banner');
    expect(header).toHaveAttribute('data-scrolled', 'false');

    scrollTo(10);
    expect(header).toHaveAttribute('data-scrolled', 'false');
    scrollTo(11);
    scrollTo(300);
    scrollTo(900);
    expect(header).toHaveAttribute('data-scrolled', 'true');
    scrollTo(4);
    expect(header).toHaveAttribute('data-scrolled', 'false');

    const shadowPayloads = dispatch.mock.calls
      .map(([action]) => action)
      .filter(scrollShadowChanged.match)
      .map((action) => action.payload);
    expect(shadowPayloads).toEqual([true, false]);
  });

  it("moves the socials into a 'Connect with me' dialog that closes and returns focus", async () => {
    const { store } = renderWithProviders(<TopBar />);
    const opener = screen.getByRole('button', { name: 'Connect with me' });
    await userEvent.click(opener);
    expect(store.getState().ui.mobileMenuOpen).toBe(true);

    const dialog = screen.getByRole('dialog', { name: 'Connect with me' });
    const links = within(dialog).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'GitHub (opens in a new tab)',
      'LinkedIn (opens in a new tab)',
      'Twitter/X (opens in a new tab)',
    ]);
    links.forEach((link) => expect(link).toHaveAttribute('target', '_blank'));
    const close = within(dialog).getByRole('button', { name: 'Close' });
    expect(close).toHaveFocus();

    await userEvent.click(close);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(store.getState().ui.mobileMenuOpen).toBe(false);
    expect(opener).toHaveFocus();
  });

  it('closes the mobile menu with Escape and on the dimmed backdrop', async () => {
    renderWithProviders(<TopBar />);
    await userEvent.click(screen.getByRole('button', { name: 'Connect with me' }));
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Connect with me' }));
    await userEvent.click(screen.getByTestId('modal-backdrop'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
