/** The shape of everything the page says about its owner. A forker edits owner.ts only. */

export interface ProjectCard {
  title: string;
  subtitle: string;
  description: string;
  /** Path under public/, e.g. '/images/projects/refill-buddy.png'. */
  imageSrc: string;
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
