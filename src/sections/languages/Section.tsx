import { EntriesSection } from '../../components/sections/EntriesSection';
import { entries } from './resume';

/** Languages, from the page's catalogue; the resume shows the same entries. */
export default function Languages() {
  return (
    <EntriesSection
      id="languages"
      heading={(texts) => texts.languagesSection.heading}
      entries={entries}
    />
  );
}
