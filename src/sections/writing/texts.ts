/**
 * None of its own: its words (`writingSection`: the heading, "All posts") are the blog's too,
 * which the feeds, the post cards and the top bar's link say, so they stay in src/texts/.
 */
export const en = {};

export const hi: typeof en = {};
