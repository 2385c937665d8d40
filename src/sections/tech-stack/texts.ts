/** The template's texts of the section, in every language the template ships. */
export const en = {
  techStrip: {
    heading: 'My Tech Stack',
    play: 'Play tech strip',
    pause: 'Pause tech strip',
  },
};

export const hi: typeof en = {
  techStrip: {
    heading: 'मेरा टेक स्टैक',
    play: 'टेक स्ट्रिप चलाएँ',
    pause: 'टेक स्ट्रिप रोकें',
  },
};
