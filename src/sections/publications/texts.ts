/** The template's texts of the section, in every language the template ships. */
export const en = {
  publicationsSection: {
    heading: 'Publications and talks',
  },
};

export const hi: typeof en = {
  publicationsSection: {
    heading: 'प्रकाशन और वार्ताएँ',
  },
};
