/** The template's texts of the section, in every language the template ships. */
export const en = {
  certificatesSection: {
    heading: 'Certificates',
  },
};

export const hi: typeof en = {
  certificatesSection: {
    heading: 'प्रमाणपत्र',
  },
};
