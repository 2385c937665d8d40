/** The template's texts of the section, in every language the template ships. */
export const en = {
  testimonialsSection: {
    heading: 'Testimonials',
  },
};

export const hi: typeof en = {
  testimonialsSection: {
    heading: 'प्रशंसापत्र',
  },
};
