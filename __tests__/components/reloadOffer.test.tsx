import { screen } from '@testing-library/react';
import { ReloadOffer } from '../../src/components/ReloadOffer';
import { initialUiState, reloadOffered } from '../../src/features/ui/uiSlice';
import { act } from 'react';
import { createFakeServices } from '../support/fakeServices';
import { renderWithProviders } from '../support/renderWithProviders';
import { hi } from '../support/sample';

it('is an empty live region until a reload is offered, then says why and links to this page', () => {
  const { store } = renderWithProviders(<ReloadOffer />);
  const region = screen.getByRole('status');
  expect(region).toBeEmptyDOMElement();

  act(() => {
    store.dispatch(reloadOffered());
  });

  expect(region).toHaveTextContent(
    'This page has been updated. Reload it to go on: what you typed is kept.',
  );
  expect(screen.getByRole('link', { name: 'Reload' })).toHaveAttribute('href', '/');
});

it('offers the reload of the Hindi page in Hindi', () => {
  const services = { ...createFakeServices().services, texts: hi };
  const { store } = renderWithProviders(<ReloadOffer />, {
    services,
    preloadedState: { ui: { ...initialUiState, language: 'hi' } },
  });
  act(() => {
    store.dispatch(reloadOffered());
  });
  expect(screen.getByRole('link', { name: hi.messages.reloadPage })).toHaveAttribute(
    'href',
    '/hi/',
  );
});
