/**
 * The privacy notice's texts in English (/privacy/), made by the build; the page itself never
 * carries them. The facts (records, fields, services) come from the build's settings
 * (scripts/privacy/facts.ts): {placeholders} are filled with them. The owner reviews these
 * words (README, "Privacy"). Every language has the same keys (hi.ts beside this file).
 */
export const enPrivacy = {
  title: 'Privacy notice',
  description:
    "What {name}'s portfolio keeps about visitors who sign in and write, who receives it, how long it is kept and how to have it deleted.",
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
    'Why: to keep the limit of {limit} messages in 24 hours, on every device, even after an account is deleted and created again. It is deleted on its own once its 24-hour window has ended (within a few days after).',
  /** One text per field, by the field's name in the record (scripts/privacy/facts.ts). */
  fields: {
    name: 'the name of your Google account',
    email: 'its e-mail address',
    photoURL: 'the address of its profile photo',
    lastLogin: 'when you last signed in, by your device',
    writtenAt: 'when your profile was last saved, by the server',
    userId: "your account's id on this site",
    message: 'what you wrote',
    timestamp: 'when you sent it, by the server',
    count: 'how many times you pressed Send Message in the current 24-hour window',
    windowStart: 'when that window started, by the server',
    slotAt: 'when you last pressed Send Message, by the server',
    messageId: 'the id of your latest message',
    expireAt: 'when the record may be deleted, a few days after its window started',
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
};

export type PrivacyTexts = typeof enPrivacy;
