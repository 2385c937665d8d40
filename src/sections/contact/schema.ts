/** No fields of its own: its texts are the template's, its address site.yaml's socials.email. */
export const site = {};

export const words = {};
