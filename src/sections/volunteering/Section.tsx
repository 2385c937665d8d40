import { EntriesSection } from '../../components/sections/EntriesSection';
import { entries } from './resume';

/** Volunteering, from the page's catalogue; the resume shows the same entries. */
export default function Volunteering() {
  return (
    <EntriesSection
      id="volunteering"
      heading={(texts) => texts.volunteeringSection.heading}
      entries={entries}
    />
  );
}
