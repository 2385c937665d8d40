import { EntriesSection } from '../../components/sections/EntriesSection';
import { entries } from './resume';

/** Certificates, from the page's catalogue; the resume shows the same entries. */
export default function Certificates() {
  return (
    <EntriesSection
      id="certificates"
      heading={(texts) => texts.certificatesSection.heading}
      entries={entries}
    />
  );
}
