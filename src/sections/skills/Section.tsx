import { EntriesSection } from '../../components/sections/EntriesSection';
import { entries } from './resume';

/** Skills, from the page's catalogue; the resume shows the same entries. */
export default function Skills() {
  return (
    <EntriesSection
      id="skills"
      heading={(texts) => texts.skillsSection.heading}
      entries={entries}
    />
  );
}
