/** The template's texts of the section, in every language the template ships. */
export const en = {
  skillsSection: {
    heading: 'Skills',
  },
};

export const hi: typeof en = {
  skillsSection: {
    heading: 'स्किल्स',
  },
};
