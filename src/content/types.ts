/** The shape of everything the page says about its owner. A forker edits owner.ts only. */

export interface ProjectCard {
  title: string;
  subtitle: string;
  description: string;
  /**
   * Path under public/, e.g. '/images/projects/refill-buddy.png': a screenshot (PNG, JPEG or
   * WebP, at least 800 px wide; 1600 x 1000 is ideal) or an SVG. The build makes the sizes.
   */
  imageSrc: string;
  /** What the screenshot shows, for screen readers (required). */
  imageAlt: string;
  link: string;
  tags: string[];
  /** Card accent colours (CSS colours), chosen per project. */
  themeColor: string;
  themeAccentColor: string;
}

/** Icon names the page knows how to draw (see components/icons). */
export type TechIcon =
  'react' | 'node' | 'sql' | 'express' | 'tailwind' | 'mongodb' | 'next' | 'python' | 'javascript';

export interface TechCard {
  title: string;
  description: string;
  icon: TechIcon;
}

export interface JourneyEntry {
  period: string;
  title: string;
  place: string;
  description: string;
}

export interface SocialLinks {
  github: string;
  linkedin: string;
  twitter: string;
  instagram: string;
  /** Kept in the data for the dark theme; the spec says it is not rendered. */
  email: string;
}

export interface OwnerContent {
  name: string;
  /** Short text of the top-bar logo. */
  logoText: string;
  title: string;
  site: {
    url: string;
    description: string;
    /** BCP 47 language of the page. */
    language: string;
    /**
     * The picture a shared link shows (LinkedIn, Slack, X). Without it the build draws one
     * from the name, title and logo. Your own: a PNG or JPEG under public/, at least 1200 x 630.
     */
    socialImage?: { src: string; alt: string };
  };
  about: {
    bio: string;
    bullets: [string, string, string];
    slogan: string;
    skills: string[];
  };
  projects: ProjectCard[];
  techStack: TechCard[];
  journey: JourneyEntry[];
  socials: SocialLinks;
  phone: string;
  resumePath: string;
  copyrightYear: number;
  /** The seven canned replies of the theme dialog's explanation modal. */
  themeDialogMessages: string[];
}
