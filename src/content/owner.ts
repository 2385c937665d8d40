import type { OwnerContent } from './types';

/**
 * SAMPLE OWNER. "Aarav Mehta" is a made-up persona: replace every value below with
 * your own when you fork this site. This file holds what is the same in every language
 * (links, images, colours, tags, phone); every text a visitor reads is in one catalogue per
 * language, src/content/locales/ (en.ts is the default's). Removing a section's data (e.g.
 * `journey: []` in the catalogues) hides that section. Project screenshots go under
 * public/images/projects/; the build checks this file and the catalogues, makes the image
 * sizes and a resume per language from the same content, unless `ownResume` names your own
 * PDF (README, "Make it yours").
 */
export const owner: OwnerContent = {
  logoText: 'AM',
  site: {
    url: 'https://aarav-mehta.example.dev',
    languages: [
      { code: 'en', name: 'English', locale: 'en-IN' },
      { code: 'hi', name: 'हिन्दी', locale: 'hi-IN' },
    ],
    defaultLanguage: 'en',
  },
  about: {
    skills: [
      'react.js',
      'redux',
      'node.js',
      'express.js',
      'typescript',
      'mongoDB',
      'mongoose',
      'cloudinary',
      'ejs',
      'JavaScript',
      'html',
      'css',
      'bootstrap',
      'tailwind',
      'git',
      'github',
      'PostgreSQL',
      'SQL',
      'Next.js',
    ],
  },
  projects: [
    {
      imageSrc: '/images/projects/refill-buddy.png',
      link: 'https://github.com/aarav-mehta-sample/refill-buddy',
      tags: ['React', 'Node.js', 'Express', 'MongoDB', 'Stripe'],
      themeColor: '#0ea5e9',
      themeAccentColor: '#0369a1',
      caseStudy: 'refill-buddy',
    },
    {
      imageSrc: '/images/projects/e-gram-panchayat.png',
      link: 'https://github.com/aarav-mehta-sample/e-gram-panchayat',
      tags: ['Node.js', 'Express', 'EJS', 'MongoDB', 'PDFKit'],
      themeColor: '#22c55e',
      themeAccentColor: '#15803d',
    },
    {
      imageSrc: '/images/projects/academiasuite.png',
      link: 'https://github.com/aarav-mehta-sample/academiasuite',
      tags: ['Electron', 'React', 'Node.js', 'Excel'],
      themeColor: '#a855f7',
      themeAccentColor: '#7e22ce',
    },
    {
      imageSrc: '/images/projects/volunteer-hub.png',
      link: 'https://github.com/aarav-mehta-sample/volunteer-hub',
      tags: ['React', 'Express', 'PostgreSQL'],
      themeColor: '#f97316',
      themeAccentColor: '#c2410c',
    },
    {
      imageSrc: '/images/projects/expense-tracker.png',
      link: 'https://github.com/aarav-mehta-sample/expense-tracker',
      tags: ['React', 'Redux', 'Tailwind'],
      themeColor: '#eab308',
      themeAccentColor: '#a16207',
    },
    {
      imageSrc: '/images/projects/todonest.png',
      link: 'https://github.com/aarav-mehta-sample/todonest',
      tags: ['JavaScript', 'HTML', 'CSS'],
      themeColor: '#ec4899',
      themeAccentColor: '#be185d',
    },
  ],
  techStack: [
    { title: 'ReactJS', icon: 'react' },
    { title: 'NodeJS', icon: 'node' },
    { title: 'SQL', icon: 'sql' },
    { title: 'Express Js', icon: 'express' },
    { title: 'Tailwind CSS', icon: 'tailwind' },
    { title: 'MongoDB', icon: 'mongodb' },
    { title: 'NEXT JS', icon: 'next' },
    { title: 'Python', icon: 'python' },
    { title: 'Javascript', icon: 'javascript' },
  ],
  socials: {
    github: 'https://github.com/aarav-mehta-sample',
    linkedin: 'https://www.linkedin.com/in/aarav-mehta-sample',
    twitter: 'https://x.com/aarav_mehta_sample',
    instagram: 'https://www.instagram.com/aarav.mehta.sample',
    email: 'mailto:aarav.mehta@example.dev',
  },
  phone: '+91-90000-00000',
  copyrightYear: 2024,
};
