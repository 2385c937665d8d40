/** The template's texts of the section, in every language the template ships. */
export const en = {
  languagesSection: {
    heading: 'Languages',
  },
};

export const hi: typeof en = {
  languagesSection: {
    heading: 'भाषाएँ',
  },
};
