import type { KindTexts } from '../sections/texts.generated';
import { enPrivacy } from './privacy/en';

/**
 * The template's own texts in English, its default language: the interface's labels, the
 * product specification's dialog, toast and error texts word for word, the blog's and the
 * documents' words. The owner's words (name, title, bio, projects, journey…) are not here: they
 * are in the owner's folder, `content/words/<code>.yaml`, which may also override any text below,
 * key by key (scripts/content/ownerCatalogues.ts merges the two). `{name}`-style placeholders are
 * filled in where the text is shown; a translation keeps each of them.
 */
export const en = {
  meta: {
    /** What the social card shows, for people who cannot see it. */
    socialImageAlt: "{name}, {title}: the portfolio's logo and name on its colours",
    noscript: 'This portfolio needs JavaScript for sign-in and the contact form.',
  },
  common: {
    close: 'Close',
    /** After the name of a link that opens in a new tab, for screen readers. */
    newTab: '(opens in a new tab)',
    /** The end of a period that goes on: 'Apr 2019 – present'. */
    present: 'present',
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
    mernStack: 'MERN stack',
    skills: 'Skills',
  },
  /** The resume (PDF and /resume/ page) the build makes from these texts and the owner's folder. */
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
   * posts): the site's top bar, whose other words are the page's own
   * (scripts/site/documentFrame.ts).
   */
  documents: {
    /** The top bar's logo, for screen readers: the language's portfolio page. */
    backToSite: "Back to {name}'s portfolio",
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
  /** The privacy notice (/privacy/), made by the build: privacy/en.ts beside this file. */
  privacy: enPrivacy,
};

/** The shape of the texts above in every language the template ships: the default language's. */
export type BaseTexts = typeof en;

/** Every text of the template: those above and the section kinds' (src/sections/<kind>/texts.ts). */
export type TemplateTexts = BaseTexts & KindTexts;
