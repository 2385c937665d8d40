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
    resumeNote: 'Want the full picture? The resume opens in a new tab (sign-in required).',
    getResume: 'Get My Resume',
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
    resumeReady: 'Your resume is ready',
    /** The link of the 'resume ready' toast. */
    openResume: 'Open resume',
    /** The button that closes a toast that stays. */
    dismiss: 'Dismiss',
    accountDeleted: 'Your account has been deleted.',
    accountNotDeleted: 'Your account could not be deleted. Please try again.',
  },
  /**
   * The privacy notice (/privacy/), made by the build; the page itself never carries these
   * texts. The facts (records, fields, services) come from the build's settings
   * (scripts/privacy/): {placeholders} are filled with them. The owner reviews these words.
   */
  privacy: {
    title: 'Privacy notice',
    description:
      "What {name}'s portfolio keeps about visitors who sign in and write, who receives it, how long it is kept and how to have it deleted.",
    backToSite: "Back to {name}'s portfolio",
    intro:
      'Reading this site needs no account and no data from you. This notice says what is kept when you sign in with Google and write to {name}: what, where, why, for how long, who receives it, and how to have it deleted.',
    controllerHeading: 'Who is responsible',
    controller:
      '{name} runs this site and decides what happens to the data below. For anything on this page, write to {email}.',
    keptHeading: 'What is kept, where and why',
    keptIntro:
      'Signing in and writing are optional. When you do, these records are kept in the Firebase project of this site (Cloud Firestore, run by Google):',
    profileHeading: 'Your profile',
    profileWhere: 'Stored at {record}, one per Google account that signed in.',
    profileWhy:
      'Why: to know who is writing and to show you signed in. Kept until you delete your account.',
    profileServerTime:
      'The server also records when your profile was last written, so that it cannot be rewritten too often.',
    messagesHeading: 'Your messages',
    messagesWhere: 'Stored at {record}, one per message you send.',
    messagesWhy:
      'Why: so that {name} can read your message and answer you. Kept until {name} deletes them; deleting your account does not delete them (see below).',
    limitsHeading: 'Your message limit',
    limitsWhere: 'Stored at {record}, under your verified e-mail address.',
    limitsWhy:
      'Why: to keep the limit of {limit} messages in 24 hours, on every device, even after an account is deleted and created again. It is deleted on its own once its 24-hour window has ended (usually within a day after).',
    /** One text per field, by the field's name in the record (scripts/privacy/facts.ts). */
    fields: {
      name: 'the name of your Google account',
      email: 'its e-mail address',
      photoURL: 'the address of its profile photo',
      lastLogin: 'when you last signed in, by your device',
      userId: "your account's id on this site",
      message: 'what you wrote',
      timestamp: 'when you sent it, by your device',
      count: 'how many messages you sent in the current 24-hour window',
      windowStart: 'when that window started, by the server',
      expireAt: 'when that window ends and the record may be deleted',
      lastMessageId: 'the id of your latest message',
    },
    recipientsHeading: 'Who receives it',
    google:
      'Google: signing in goes through your Google account (Firebase Authentication), which gives this site your name, e-mail address and photo address and keeps your sign-in account until you delete it. Firebase, a Google service, also hosts the pages and stores the records above; like any web server it sees your IP address and browser when you load a page.',
    formService:
      "The form service at {service} receives your message, your name and your e-mail address when you send a message, and e-mails them to {name}. What it keeps is set by its own privacy policy; the e-mail stays in {name}'s mailbox.",
    analytics:
      'Page-view statistics: the analytics service at {service} receives the address of each page you view, the site that sent you there and what your request shows of your browser and device, without an account, so that {name} knows what is read.',
    appCheck:
      'reCAPTCHA Enterprise (Google) checks that requests to the database come from this site and not from a script; to do so it reads signals from your browser and device.',
    nobodyElse: 'Nobody else receives your data, and none of it is sold or used for advertising.',
    browserHeading: 'What stays in your browser',
    browserIntro: 'The site keeps these in your browser; they never leave it unless said so above:',
    storage: {
      authUser:
        'your e-mail address, name and photo address, to show you signed in when you come back (removed when you sign out or delete your account)',
      firebaseSession:
        "Firebase's sign-in session, so that you stay signed in (removed when you sign out or delete your account)",
      emailDB:
        'how many messages this browser sent in the current 24-hour window and when it started',
      draft:
        'the message you are writing, for this tab only (removed when it is sent, when you delete your account, or when you close the tab)',
      redirect:
        'a mark that a sign-in through a redirect is under way, for this tab only (removed when you come back)',
      theme: 'whether you chose the dark or the light theme',
    },
    localStorage: 'local storage',
    sessionStorage: 'session storage',
    indexedDb: 'IndexedDB',
    browserClear:
      "To remove all of them, sign out (or delete your account), then clear this site's data in your browser's settings (for example: site settings, then delete data). Nothing here is a cookie.",
    rightsHeading: 'Your choices and rights',
    deleteAccount:
      'Delete your account: sign in, then choose "Delete my account" in the contact section. Your profile and your sign-in account are deleted at once and this browser forgets you. Your message limit is not reset; it expires on its own.',
    deleteMessages:
      'To have your messages deleted, or to see, correct or object to what is kept about you, write to {email} from the address you signed in with. {name} answers within 30 days.',
    complaint:
      'You may also complain to your data protection authority (in India, the Data Protection Board of India; in the European Union, the authority of your country).',
    legalBasis:
      'The data is used only for what this notice says, because you chose to sign in and write (your consent, which you can withdraw by deleting your account), and to keep the site from being abused.',
  },
};

/** The shape of every language's texts: the default language's. */
export type Catalogue = typeof en;

/** What a page carries of its catalogue: all but the texts of the build's own documents. */
export type PageCatalogue = Omit<Catalogue, 'privacy'>;
