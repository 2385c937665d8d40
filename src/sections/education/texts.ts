/** The template's texts of the section, in every language the template ships. */
export const en = {
  educationSection: {
    heading: 'Education',
    score: 'Score',
  },
};

export const hi: typeof en = {
  educationSection: {
    heading: 'शिक्षा',
    score: 'अंक',
  },
};
