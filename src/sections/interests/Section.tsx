import { EntriesSection } from '../../components/sections/EntriesSection';
import { entries } from './resume';

/** Interests, from the page's catalogue; the resume shows the same entries. */
export default function Interests() {
  return (
    <EntriesSection
      id="interests"
      heading={(texts) => texts.interestsSection.heading}
      entries={entries}
    />
  );
}
