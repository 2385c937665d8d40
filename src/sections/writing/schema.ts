/** No fields of its own: its posts are the posts/ folder. */
export const site = {};

export const words = {};
