/** The template's texts of the section, in every language the template ships. */
export const en = {
  volunteeringSection: {
    heading: 'Volunteering',
  },
};

export const hi: typeof en = {
  volunteeringSection: {
    heading: 'स्वयंसेवा',
  },
};
