import { EntriesSection } from '../../components/sections/EntriesSection';
import { entries } from './resume';

/** Publications and talks, from the page's catalogue; the resume shows the same entries. */
export default function Publications() {
  return (
    <EntriesSection
      id="publications"
      heading={(texts) => texts.publicationsSection.heading}
      entries={entries}
    />
  );
}
