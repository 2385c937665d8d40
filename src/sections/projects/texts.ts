/** The template's texts of the section, in every language the template ships. */
export const en = {
  projectsSection: {
    heading: 'Featured Projects',
    label: 'PROJECT {n}',
    technologies: 'Technologies',
    /** The card's line of the owner's roles (words `roles`): one, then several. */
    role: 'Role: {roles}',
    roles: 'Roles: {roles}',
    /** The name of the card's list of highlights (words `highlights`), for screen readers. */
    highlights: 'Highlights',
    view: 'View Project',
    /** The card's link to the project's case study (site.yaml `caseStudy`), when it has one. */
    caseStudy: 'Read the case study',
    resumeNote: 'Want the full picture? The resume opens in a new tab (sign-in required).',
    getResume: 'Get My Resume',
    /** The link to the resume as a web page (/resume/), under the button. */
    resumePage: 'Read the resume as a page',
  },
};

export const hi: typeof en = {
  projectsSection: {
    heading: 'चुनिंदा प्रोजेक्ट',
    label: 'प्रोजेक्ट {n}',
    technologies: 'टेक्नोलॉजी',
    role: 'भूमिका: {roles}',
    roles: 'भूमिकाएँ: {roles}',
    highlights: 'मुख्य बातें',
    view: 'प्रोजेक्ट देखें',
    caseStudy: 'केस स्टडी पढ़ें',
    resumeNote: 'पूरी जानकारी चाहिए? रिज़्यूमे नए टैब में खुलता है (साइन इन ज़रूरी है)।',
    getResume: 'मेरा रिज़्यूमे पाएँ',
    resumePage: 'रिज़्यूमे को वेब पेज के रूप में पढ़ें',
  },
};
