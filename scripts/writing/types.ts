/**
 * What the writing step makes of the owner's Markdown: posts (src/content/posts/) and project
 * case studies (src/content/case-studies/), one file per piece and language, named
 * `<slug>.<language code>.md`. The same slug in two languages is one piece translated.
 * The feeds, the sitemap, the social cards and the home page's Writing section read these.
 */

/** A post's front matter, checked (a problem stops the build with the file, the field and the fix). */
export interface PostFrontMatter {
  title: string;
  /** The publication day, `YYYY-MM-DD`. */
  date: string;
  /** One or two sentences: the index, the home page, the feeds and the description. */
  summary: string;
  tags: string[];
  /** The last substantial change, `YYYY-MM-DD`. */
  updated?: string;
  /** Shown by `npm start` with a "Draft" mark; never in a production build, a feed or the sitemap. */
  draft?: boolean;
  /** A picture under public/, with its text alternative (both or neither). */
  cover?: { src: string; alt: string };
}

/** A heading of the rendered body, for the table of contents. */
export interface Heading {
  /** 2 for `##`, 3 for `###`. */
  depth: number;
  /** The element id (stable: made from the heading's text). */
  id: string;
  text: string;
}

/** One piece in one language, rendered. */
export interface RenderedPiece {
  kind: 'post' | 'caseStudy';
  slug: string;
  /** The language's code (site.yaml `site.languages`). */
  language: string;
  /** The Markdown file, from the repository's root: 'src/content/posts/hello.en.md'. */
  source: string;
  front: PostFrontMatter;
  /** The body as HTML: heading ids, highlighted code, site-relative links and images. */
  html: string;
  /**
   * The body as feed readers get it: the same text without the page's own markup (heading
   * anchors, hidden helper text, highlighting), code as `<pre><code class="language-…">`,
   * each image one `<img>` with its size; its addresses still site-relative.
   */
  feedHtml: string;
  headings: Heading[];
  readingMinutes: number;
  /** Its address from the site's root: '/blog/hello/', '/hi/blog/hello/', '/projects/x/'. */
  path: string;
  /** For a case study: the index of its project in site.yaml `projects`. */
  projectIndex?: number;
}

/** Everything the writing step made for one build, drafts left out unless in development. */
export interface Writing {
  /** Per language code: its posts, newest first. */
  posts: Record<string, RenderedPiece[]>;
  /** Per language code: its case studies, in the order of site.yaml `projects`. */
  caseStudies: Record<string, RenderedPiece[]>;
}
