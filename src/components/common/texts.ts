import { createContext, useContext } from 'react';
import type { PageCatalogue } from '../../content/catalogue';

/** The page's texts, in its language: Root provides them (the page's own catalogue). */
export const TextsContext = createContext<PageCatalogue | null>(null);

/** Every text a component shows comes from here. */
export function useTexts(): PageCatalogue {
  const texts = useContext(TextsContext);
  if (!texts) throw new Error('No page texts: render the component inside <Root>.');
  return texts;
}
