/** The template's texts of the section, in every language the template ships. */
export const en = {
  experienceSection: {
    heading: 'Experience',
  },
};

export const hi: typeof en = {
  experienceSection: {
    heading: 'अनुभव',
  },
};
