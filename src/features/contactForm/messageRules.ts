/**
 * The longest message firestore.rules accept in messages/. Checked before anything is
 * sent, so a message the owner's copy would refuse never reaches the form service either.
 */
export const MAX_MESSAGE_LENGTH = 200_000;

/** JSON.stringify writes one UTF-16 code unit as at most six bytes (a control character: \u0001). */
const MAX_JSON_BYTES_PER_CODE_UNIT = 6;
/** The body's other fields: access key, the visitor's e-mail and name. */
const OTHER_FIELDS_BYTES = 64 * 1024;

/** The largest form-service body the page can send: what a stand-in for the service must accept. */
export const MAX_SUBMISSION_BODY_BYTES =
  MAX_MESSAGE_LENGTH * MAX_JSON_BYTES_PER_CODE_UNIT + OTHER_FIELDS_BYTES;

/**
 * Bidi embeddings, overrides and isolates (they reorder what the owner reads) and control
 * characters other than tab and line breaks: firestore.rules refuse them in a message.
 */
const REORDERING_OR_CONTROL =
  // eslint-disable-next-line no-control-regex -- control characters are what it looks for
  /[\u202A-\u202E\u2066-\u2069\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/g;

/** The text as it is sent and stored: without the characters the rules refuse. */
export const neutralizeMessage = (text: string) => text.replace(REORDERING_OR_CONTROL, '');

/**
 * Nothing to read: only white space and invisible characters (zero-width spaces, joiners,
 * soft hyphens), as firestore.rules judge it. The textarea is required (behaviour.md §5).
 */
export const isBlankMessage = (text: string) => !/[^\s\p{Z}\p{Cc}\p{Cf}]/u.test(text);
