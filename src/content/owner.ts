import type { OwnerContent } from './types';

/**
 * SAMPLE OWNER. "Aarav Mehta" is a made-up persona: replace every value below with
 * your own when you fork this site. This is the only file a forker has to edit.
 * Removing a section's data (e.g. `journey: []`) hides that section. Project screenshots go
 * under public/images/projects/; the build checks this file and makes the image sizes
 * (README, "Make it yours").
 */
export const owner: OwnerContent = {
  name: 'Aarav Mehta',
  logoText: 'AM',
  title: 'FULL Stack Developer',
  site: {
    url: 'https://aarav-mehta.example.dev',
    description:
      'Aarav Mehta, full-stack web developer: MERN projects, a resume and a way to get in touch.',
    language: 'en',
  },
  about: {
    bio: 'I am a final-year computer engineering student who builds full-stack web applications, from the database schema to the last pixel of the interface.',
    bullets: [
      'I build end-to-end products on the MERN stack: MongoDB, Express, React and Node.js.',
      'This portfolio collects the projects I designed, shipped and maintain.',
      'I enjoy problem-solving: turning a messy real-world process into a simple, reliable app.',
    ],
    slogan: 'Code with purpose, ship with care.',
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
      title: 'Refill Buddy',
      subtitle: 'Gas cylinder refill management',
      description:
        'Book a cylinder refill in a few taps. Authentication, per-household quota tracking, card payments through a payment provider, admin approvals and notices, booking history and real-time booking status.',
      imageSrc: '/images/projects/refill-buddy.png',
      imageAlt: 'Refill Buddy booking dashboard with quota and booking status',
      link: 'https://github.com/aarav-mehta-sample/refill-buddy',
      tags: ['React', 'Node.js', 'Express', 'MongoDB', 'Stripe'],
      themeColor: '#0ea5e9',
      themeAccentColor: '#0369a1',
    },
    {
      title: 'E-Gram Panchayat',
      subtitle: 'Village administration online',
      description:
        'Birth certificates, NOCs and household applications handled online, with role-based access for users, staff and admins and PDF certificate generation.',
      imageSrc: '/images/projects/e-gram-panchayat.png',
      imageAlt: 'E-Gram Panchayat application form and generated certificate',
      link: 'https://github.com/aarav-mehta-sample/e-gram-panchayat',
      tags: ['Node.js', 'Express', 'EJS', 'MongoDB', 'PDFKit'],
      themeColor: '#22c55e',
      themeAccentColor: '#15803d',
    },
    {
      title: 'AcademiaSuite',
      subtitle: 'Desktop app for academic records',
      description:
        'A desktop application with real-time validation of student records and one-click DBF to Excel conversion.',
      imageSrc: '/images/projects/academiasuite.png',
      imageAlt: 'AcademiaSuite window converting a DBF table to a spreadsheet',
      link: 'https://github.com/aarav-mehta-sample/academiasuite',
      tags: ['Electron', 'React', 'Node.js', 'Excel'],
      themeColor: '#a855f7',
      themeAccentColor: '#7e22ce',
    },
    {
      title: 'Volunteer Hub for NSS',
      subtitle: 'Events and volunteers in one place',
      description:
        'Plan NSS events, track volunteer hours and attendance, and produce reports for the unit.',
      imageSrc: '/images/projects/volunteer-hub.png',
      imageAlt: 'Volunteer Hub calendar of events with volunteer hours',
      link: 'https://github.com/aarav-mehta-sample/volunteer-hub',
      tags: ['React', 'Express', 'PostgreSQL'],
      themeColor: '#f97316',
      themeAccentColor: '#c2410c',
    },
    {
      title: 'Expense Tracker',
      subtitle: 'Income and expenses at a glance',
      description: 'Record income and expenses and watch the balance and categories over time.',
      imageSrc: '/images/projects/expense-tracker.png',
      imageAlt: 'Expense Tracker chart of income against expenses',
      link: 'https://github.com/aarav-mehta-sample/expense-tracker',
      tags: ['React', 'Redux', 'Tailwind'],
      themeColor: '#eab308',
      themeAccentColor: '#a16207',
    },
    {
      title: 'TodoNest',
      subtitle: 'A tidy todo list',
      description: 'Add, delete and filter todos; small, fast and keyboard friendly.',
      imageSrc: '/images/projects/todonest.png',
      imageAlt: 'TodoNest list with filters for all, active and done',
      link: 'https://github.com/aarav-mehta-sample/todonest',
      tags: ['JavaScript', 'HTML', 'CSS'],
      themeColor: '#ec4899',
      themeAccentColor: '#be185d',
    },
  ],
  techStack: [
    { title: 'ReactJS', description: 'Component-driven interfaces.', icon: 'react' },
    { title: 'NodeJS', description: 'JavaScript on the server.', icon: 'node' },
    { title: 'SQL', description: 'Relational data, queried well.', icon: 'sql' },
    { title: 'Express Js', description: 'Lean REST APIs.', icon: 'express' },
    { title: 'Tailwind CSS', description: 'Utility-first styling.', icon: 'tailwind' },
    { title: 'MongoDB', description: 'Flexible document storage.', icon: 'mongodb' },
    { title: 'NEXT JS', description: 'React with server rendering.', icon: 'next' },
    { title: 'Python', description: 'Scripts, data and automation.', icon: 'python' },
    { title: 'Javascript', description: 'The language of the web.', icon: 'javascript' },
  ],
  journey: [
    {
      period: '2022 – 2026',
      title: 'B.E. Computer Engineering',
      place: 'Sample Institute of Technology, Pune',
      description: 'Final year; data structures, databases, networks and web engineering.',
    },
    {
      period: 'Summer 2025',
      title: 'Full-stack intern',
      place: 'Sample Labs',
      description: 'Built internal dashboards with React, Express and PostgreSQL.',
    },
    {
      period: '2024 – today',
      title: 'NSS volunteer and tech lead',
      place: 'National Service Scheme unit',
      description: 'Runs the Volunteer Hub used to plan events and track hours.',
    },
  ],
  socials: {
    github: 'https://github.com/aarav-mehta-sample',
    linkedin: 'https://www.linkedin.com/in/aarav-mehta-sample',
    twitter: 'https://x.com/aarav_mehta_sample',
    instagram: 'https://www.instagram.com/aarav.mehta.sample',
    email: 'mailto:aarav.mehta@example.dev',
  },
  phone: '+91-90000-00000',
  resumePath: '/files/resume.pdf',
  copyrightYear: 2024,
  themeDialogMessages: [
    'Bold choice. Your eyes will thank you… maybe.',
    'Reason noted and filed under "questionable".',
    'Fine. The light side has cookies, apparently.',
    'Your reasons have been sent to /dev/null.',
    'Light mode engaged. Sunglasses recommended.',
    'We respect your choice. The bugs will still find you.',
    'Okay, but the semicolons look better in the dark.',
  ],
};
