import { EntriesSection } from '../../components/sections/EntriesSection';
import { entries } from './resume';

/** Education, from the page's catalogue; the resume shows the same entries. */
export default function Education() {
  return (
    <EntriesSection
      id="education"
      heading={(texts) => texts.educationSection.heading}
      entries={entries}
    />
  );
}
