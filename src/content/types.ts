/**
 * The shape of the owner's settings, content/site.yaml (what is the same in every language);
 * their words are content/words/<code>.yaml (catalogue.ts). scripts/content/contentSchema.ts
 * describes the same files for the build's checks and the editor's schema.
 */

/** What does not change with the language; its texts are the catalogue's `projects[i]`. */
export interface ProjectCard {
  /**
   * Path from the site's root of a file in the owner's folder's public/, e.g.
   * '/images/projects/refill-buddy.png': a screenshot (PNG, JPEG or WebP, at least 800 px wide;
   * 1600 x 1000 is ideal) or an SVG. The build makes the sizes.
   */
  imageSrc: string;
  link: string;
  tags: string[];
  /** Card accent colours (CSS colours), chosen per project. */
  themeColor: string;
  themeAccentColor: string;
  /**
   * The slug of the project's case study, a Markdown page per language in
   * case-studies/<slug>.<code>.md of the owner's folder; its card then links to /projects/<slug>/.
   */
  caseStudy?: string;
}

/** Icon names the page knows how to draw (src/components/common/icons.tsx). */
export type TechIcon =
  'react' | 'node' | 'sql' | 'express' | 'tailwind' | 'mongodb' | 'next' | 'python' | 'javascript';

/** A card of the tech strip; its one-line description is the catalogue's `techStack[i]`. */
export interface TechCard {
  /** The technology's name, written as its makers write it in every language. */
  title: string;
  icon: TechIcon;
}

export interface SocialLinks {
  github: string;
  linkedin: string;
  twitter: string;
  instagram: string;
  /** Kept in the data for the dark theme; the spec says it is not rendered. */
  email: string;
}

/** One language of the page. */
export interface PageLanguage {
  /** BCP 47 language code: `<html lang>`, hreflang, and the page's path (/hi/) but for the default. */
  code: string;
  /** The language's name in its own script, as the language switch shows it ("हिन्दी"). */
  name: string;
  /** The locale of dates and numbers, e.g. 'en-IN'. */
  locale: string;
}

export interface OwnerContent {
  /** Short text of the top-bar logo. */
  logoText: string;
  site: {
    url: string;
    /** Every language of the page, each with its words in words/<code>.yaml. */
    languages: PageLanguage[];
    /** The code of the language served at `/`; the others are at `/<code>/`. */
    defaultLanguage: string;
    /**
     * The picture a shared link shows (LinkedIn, Slack, X); its description is each
     * catalogue's `meta.socialImageAlt`. Without it the build draws one per language from the
     * name, title and logo. Your own: a PNG or JPEG under public/, at least 1200 x 630.
     */
    socialImage?: { src: string };
  };
  about: {
    skills: string[];
  };
  projects: ProjectCard[];
  techStack: TechCard[];
  socials: SocialLinks;
  phone: string;
  /**
   * Your own resume instead of the one the build makes: a PDF under public/, e.g.
   * '/files/my-resume.pdf', served at every language's resume address (/files/resume.pdf,
   * /hi/files/resume.pdf). Leave it out and the build makes one per language from this file
   * and the catalogues.
   */
  ownResume?: string;
  copyrightYear: number;
}
