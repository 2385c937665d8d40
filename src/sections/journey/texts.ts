/** The template's texts of the section, in every language the template ships. */
export const en = {
  journeySection: {
    heading: 'My Journey',
  },
};

export const hi: typeof en = {
  journeySection: {
    heading: 'मेरा सफ़र',
  },
};
