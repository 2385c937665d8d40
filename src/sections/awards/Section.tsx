import { EntriesSection } from '../../components/sections/EntriesSection';
import { entries } from './resume';

/** Awards, from the page's catalogue; the resume shows the same entries. */
export default function Awards() {
  return (
    <EntriesSection
      id="awards"
      heading={(texts) => texts.awardsSection.heading}
      entries={entries}
    />
  );
}
