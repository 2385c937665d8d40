import { EntriesSection } from '../../components/sections/EntriesSection';
import { entries } from './resume';

/** Testimonials, from the page's catalogue; the resume shows the same entries. */
export default function Testimonials() {
  return (
    <EntriesSection
      id="testimonials"
      heading={(texts) => texts.testimonialsSection.heading}
      entries={entries}
    />
  );
}
