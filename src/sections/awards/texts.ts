/** The template's texts of the section, in every language the template ships. */
export const en = {
  awardsSection: {
    heading: 'Awards',
  },
};

export const hi: typeof en = {
  awardsSection: {
    heading: 'पुरस्कार',
  },
};
