import { enPrivacy } from './privacy/en';

/**
 * Every text of the page in English, the default language: the product specification's
 * texts, word for word. Its shape is every language's (`Catalogue`): another language's file
 * has the same keys and as many entries in each list, and the build checks that nothing is
 * missing or empty. `{name}`-style placeholders are filled in where the text is shown; a
 * translation keeps each of them. Lists follow owner.ts: `projects[i]` and `techStack[i]`
 * are the texts of owner.ts's `projects[i]` and `techStack[i]`.
 */
export const en = {
  name: 'Aarav Mehta',
  title: 'FULL Stack Developer',
  meta: {
    description:
      'Aarav Mehta, full-stack web developer: MERN projects, a resume and a way to get in touch.',
    /** What the social card shows, for people who cannot see it. */
    socialImageAlt: "{name}, {title}: the portfolio's logo and name on its colours",
    noscript: 'This portfolio needs JavaScript for sign-in and the contact form.',
  },
  common: {
    close: 'Close',
    /** After the name of a link that opens in a new tab, for screen readers. */
    newTab: '(opens in a new tab)',
  },
  topBar: {
    backToTop: '{name}, back to top',
    socialProfiles: 'Social profiles',
    connect: 'Connect with me',
    comingSoon: 'Messaging: Coming Soon',
    call: 'Call {name}',
    contactMe: 'Contact me',
    contact: 'Contact',
    /** Names the language switch, e.g. for a screen reader's list of landmarks. */
    language: 'Language',
  },
  themeToggle: {
    toLight: 'Switch to light mode',
    toDark: 'Switch to dark mode',
  },
  hero: {
    about: 'About Me',
    latestWorks: 'Latest Works',
  },
  about: {
    heading: 'ABOUT ME',
    bio: 'I am a final-year computer engineering student who builds full-stack web applications, from the database schema to the last pixel of the interface.',
    bullets: [
      'I build end-to-end products on the MERN stack: MongoDB, Express, React and Node.js.',
      'This portfolio collects the projects I designed, shipped and maintain.',
      'I enjoy problem-solving: turning a messy real-world process into a simple, reliable app.',
    ],
    slogan: 'Code with purpose, ship with care.',
    mernStack: 'MERN stack',
    skills: 'Skills',
  },
  projectsSection: {
    heading: 'Featured Projects',
    label: 'PROJECT {n}',
    technologies: 'Technologies',
    view: 'View Project',
    /** The card's link to the project's case study (owner.ts `caseStudy`), when it has one. */
    caseStudy: 'Read the case study',
    resumeNote: 'Want the full picture? The resume opens in a new tab (sign-in required).',
    getResume: 'Get My Resume',
    /** The link to the resume as a web page (/resume/), under the button. */
    resumePage: 'Read the resume as a page',
  },
  projects: [
    {
      title: 'Refill Buddy',
      subtitle: 'Gas cylinder refill management',
      description:
        'Book a cylinder refill in a few taps. Authentication, per-household quota tracking, card payments through a payment provider, admin approvals and notices, booking history and real-time booking status.',
      imageAlt: 'Refill Buddy booking dashboard with quota and booking status',
    },
    {
      title: 'E-Gram Panchayat',
      subtitle: 'Village administration online',
      description:
        'Birth certificates, NOCs and household applications handled online, with role-based access for users, staff and admins and PDF certificate generation.',
      imageAlt: 'E-Gram Panchayat application form and generated certificate',
    },
    {
      title: 'AcademiaSuite',
      subtitle: 'Desktop app for academic records',
      description:
        'A desktop application with real-time validation of student records and one-click DBF to Excel conversion.',
      imageAlt: 'AcademiaSuite window converting a DBF table to a spreadsheet',
    },
    {
      title: 'Volunteer Hub for NSS',
      subtitle: 'Events and volunteers in one place',
      description:
        'Plan NSS events, track volunteer hours and attendance, and produce reports for the unit.',
      imageAlt: 'Volunteer Hub calendar of events with volunteer hours',
    },
    {
      title: 'Expense Tracker',
      subtitle: 'Income and expenses at a glance',
      description: 'Record income and expenses and watch the balance and categories over time.',
      imageAlt: 'Expense Tracker chart of income against expenses',
    },
    {
      title: 'TodoNest',
      subtitle: 'A tidy todo list',
      description: 'Add, delete and filter todos; small, fast and keyboard friendly.',
      imageAlt: 'TodoNest list with filters for all, active and done',
    },
  ],
  techStrip: {
    heading: 'My Tech Stack',
    play: 'Play tech strip',
    pause: 'Pause tech strip',
  },
  techStack: [
    { description: 'Component-driven interfaces.' },
    { description: 'JavaScript on the server.' },
    { description: 'Relational data, queried well.' },
    { description: 'Lean REST APIs.' },
    { description: 'Utility-first styling.' },
    { description: 'Flexible document storage.' },
    { description: 'React with server rendering.' },
    { description: 'Scripts, data and automation.' },
    { description: 'The language of the web.' },
  ],
  journeySection: {
    heading: 'My Journey',
  },
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
  /** The resume (PDF and /resume/ page) the build makes from this catalogue and owner.ts. */
  resume: {
    /** The page's title and the PDF's. */
    title: 'Resume of {name}',
    /** The PDF's subject, in its metadata. */
    subject: '{name}, {title}: skills, projects, experience and education',
    summary: 'Summary',
    skills: 'Skills',
    projects: 'Projects',
    technologies: 'Technologies',
    journey: 'Experience and education',
    contact: 'Contact',
    email: 'E-mail',
    phone: 'Phone',
    website: 'Portfolio',
    download: 'Download the PDF',
  },
  contact: {
    heading: "Let's Connect",
    signedOut: 'Please authenticate to send a message',
    signIn: 'Sign in with Google',
    signOut: 'Sign out',
    form: 'Send a message',
    messageLabel: 'Message',
    placeholder: 'Write your message here...',
    send: 'Send Message',
    limitBanner: 'You have reached the submission limit. Reset will be on {time}',
    /** Beside "Sign in with Google" and the signed-in profile: the privacy notice. */
    privacyLink: 'What happens to my data',
    deleteAccount: 'Delete my account',
  },
  /** The confirming dialog of "Delete my account": what goes and what stays. */
  deleteDialog: {
    heading: 'Delete your account?',
    deletes:
      'This deletes your profile on this site (your name, e-mail address and photo address) and your sign-in account, and forgets you on this device.',
    keeps:
      'Messages you have sent stay with {name}, and the limit of {limit} messages in 24 hours still counts them. To have your messages deleted, write to {email}.',
    cancel: 'Keep my account',
    confirm: 'Delete my account',
  },
  footer: {
    copyright: '© {name} {year}',
    socialProfiles: 'Footer social profiles',
    privacy: 'Privacy notice',
  },
  themeDialog: {
    questions: [
      "You don't like dark mode?",
      'Are you a developer?',
      "Wait... a dev that doesn't like dark mode? Are you sure?",
    ],
    yes: 'Yes',
    no: 'No',
    explanationHeading: 'Explain yourself! Why do you want light mode?',
    reasonsLabel: 'Your reasons',
    reasonsPlaceholder: 'Tell me your reasons...',
    cancel: 'Cancel',
    submit: 'Submit',
    /** The seven canned replies to Submit in the explanation modal, one picked at random. */
    replies: [
      'Bold choice. Your eyes will thank you… maybe.',
      'Reason noted and filed under "questionable".',
      'Fine. The light side has cookies, apparently.',
      'Your reasons have been sent to /dev/null.',
      'Light mode engaged. Sunglasses recommended.',
      'We respect your choice. The bugs will still find you.',
      'Okay, but the semicolons look better in the dark.',
    ],
  },
  /** What the toasts say: the spec's error catalogue and success messages, and the page's own. */
  /**
   * The home page's Writing section (the latest posts), the top bar's link to the blog, and
   * the feeds' and the post cards' words.
   */
  writingSection: {
    heading: 'Writing',
    /** The link under the latest posts, to /blog/. */
    allPosts: 'All posts',
    /** The top bar's and the phone menu's link to /blog/. */
    blogLink: 'Blog',
    /** The feeds' title, as a feed reader lists it. */
    feedTitle: "{name}'s writing",
    feedDescription: 'Posts by {name}: what I built, how and why.',
    /** Each feed's name in a page's <link rel="alternate">. */
    rssFeed: '{name}: RSS feed',
    atomFeed: '{name}: Atom feed',
    jsonFeed: '{name}: JSON feed',
    /** What a post's social card shows, for people who cannot see it. */
    postCardAlt: '"{title}", a post by {name}',
  },
  /** The page a visitor gets at an address that is not a page (404.html, no script). */
  notFound: {
    title: 'Page not found',
    message: 'There is no page at this address.',
  },
  /**
   * The frame of every document the build writes beside the page (privacy notice, resume, 404,
   * posts): its top links. scripts/site/pageShell.ts lays it out.
   */
  documents: {
    /** The first top link: the language's portfolio page. */
    backToSite: "Back to {name}'s portfolio",
    /** The top link to the language's posts. */
    blog: 'Blog',
    /** Names the top links, e.g. in a screen reader's list of landmarks. */
    siteLinks: 'Site',
  },
  messages: {
    authFailed: 'Authentication failed',
    authenticateFirst: 'Please authenticate first',
    limitReached: 'Submission limit reached. Please wait before sending another.',
    submissionFailed: 'Submission failed',
    genericError: 'There was an error processing your request. Please try again.',
    comingSoon: 'Coming Soon!',
    imposter: 'You are an imposter. Real devs fear the light!',
    nightOwl: 'Ahh, a fellow night owl',
    signedIn: 'Successfully authenticated!',
    messageSent: 'Your message has been sent successfully!',
    emptyMessage: 'Please write a message first.',
    messageTooLong: 'Your message is too long: please keep it under 200,000 characters.',
    signedOut: 'You are signed out.',
    accountChanged:
      'You signed in with another account in another tab. Check the name above, then send again.',
    pageUpdated: 'This page has been updated. Reload it to go on: what you typed is kept.',
    /** The link of the 'page updated' toast. */
    reloadPage: 'Reload',
    resumeReady: 'Your resume is ready',
    /** The link of the 'resume ready' toast. */
    openResume: 'Open resume',
    /** The button that closes a toast that stays. */
    dismiss: 'Dismiss',
    accountDeleted: 'Your account has been deleted.',
    accountNotDeleted: 'Your account could not be deleted. Please try again.',
  },
  /** Posts and case studies (/blog/, /projects/<slug>/), written by the build: no script. */
  blog: {
    /** The index's title and the top bar's link to it. */
    title: 'Blog',
    description: 'Posts by {name}: what I build, and what I learn building it.',
    /** Reading time of a post. */
    readingTime: '{minutes} min read',
    published: 'Published {date}',
    updated: 'Updated {date}',
    tags: 'Tags',
    /** A tag page's title. */
    tagTitle: 'Posts tagged “{tag}”',
    /** The table of contents' heading. */
    contents: 'Contents',
    previous: 'Previous post',
    next: 'Next post',
    /** Names the previous/next links together, for a screen reader's list of landmarks. */
    morePosts: 'More posts',
    allPosts: 'All posts',
    /** The mark on a draft, shown by `npm start` only. */
    draft: 'Draft',
    copy: 'Copy code',
    copied: 'Copied',
    copyFailed: 'Could not copy: select the code and copy it',
    footnotes: 'Footnotes',
    backToReference: 'Back to reference {n}',
    sectionLink: 'Link to this section: {heading}',
    caseStudy: 'Case study',
    /** The case study's link to the project itself. */
    viewProject: 'Open {project}',
    backToProjects: 'All projects',
  },
  /** The privacy notice (/privacy/), made by the build: locales/privacy/en.ts. */
  privacy: enPrivacy,
};

/** The shape of every language's texts: the default language's. */
export type Catalogue = typeof en;

/**
 * A post as the home page's Writing section shows it: plain strings the build writes into
 * each page's texts (the latest few of that language; none while it has no post).
 */
export interface LatestPost {
  title: string;
  /** The publication day, `YYYY-MM-DD`. */
  date: string;
  /** The same day in the page's locale, as the build wrote it ('10 March 2024'). */
  dateText: string;
  summary: string;
  /** The post's address from the site's root: '/blog/hello/'. */
  path: string;
}

/**
 * What a page carries of its catalogue: all but the texts of the build's own documents; and
 * the latest posts of its language and its locale's digits, which the build adds (none while
 * it has no post; none when they are Latin).
 */
export type PageCatalogue = Omit<Catalogue, 'privacy' | 'documents' | 'blog'> & {
  latestPosts?: LatestPost[];
  /** The page locale's digits 0-9 where they are not Latin (languages.ts `localeDigits`). */
  digits?: string[];
};
