/** The template's texts of the section, in every language the template ships. */
export const en = {
  interestsSection: {
    heading: 'Interests',
  },
};

export const hi: typeof en = {
  interestsSection: {
    heading: 'रुचियाँ',
  },
};
