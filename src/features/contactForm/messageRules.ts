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
