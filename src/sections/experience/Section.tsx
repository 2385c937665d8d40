import { EntriesSection } from '../../components/sections/EntriesSection';
import { entries } from './resume';

/** Experience, from the page's catalogue; the resume shows the same entries. */
export default function Experience() {
  return (
    <EntriesSection
      id="experience"
      heading={(texts) => texts.experienceSection.heading}
      entries={entries}
    />
  );
}
