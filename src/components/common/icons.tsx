import type { ReactNode, SVGProps } from 'react';
import type { TechIcon } from '../../content/types';

type IconProps = SVGProps<SVGSVGElement> & { size?: number };

/** Decorative 24×24 icon; the control around it carries the accessible name. */
function Icon({ size = 20, children, ...rest }: IconProps & { children: ReactNode }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...rest}
    >
      {children}
    </svg>
  );
}

export const GitHubIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M9 19c-4 1.5-4-2-6-2.5M15 21v-3.5c0-1 .1-1.4-.5-2 2.8-.3 5.5-1.4 5.5-6a4.6 4.6 0 0 0-1.3-3.2 4.2 4.2 0 0 0-.1-3.2s-1.1-.3-3.5 1.3a12 12 0 0 0-6.2 0C6.5 2.8 5.4 3.1 5.4 3.1a4.2 4.2 0 0 0-.1 3.2A4.6 4.6 0 0 0 4 9.5c0 4.6 2.7 5.7 5.5 6-.6.6-.6 1.2-.5 2V21" />
  </Icon>
);

export const LinkedInIcon = (p: IconProps) => (
  <Icon {...p}>
    <rect x="3" y="3" width="18" height="18" rx="3" />
    <path d="M8 10v7M8 7v.01M12 17v-4a2 2 0 0 1 4 0v4M12 10v7" />
  </Icon>
);

export const XIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M4 4l16 16M20 4L4 20" />
  </Icon>
);

export const InstagramIcon = (p: IconProps) => (
  <Icon {...p}>
    <rect x="3" y="3" width="18" height="18" rx="5" />
    <circle cx="12" cy="12" r="4" />
    <path d="M17.5 6.5v.01" />
  </Icon>
);

export const PhoneIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M5 3h4l2 5-2.5 1.5a11 11 0 0 0 6 6L16 13l5 2v4a2 2 0 0 1-2 2A17 17 0 0 1 3 5a2 2 0 0 1 2-2" />
  </Icon>
);

export const ChatIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M21 12a8 8 0 0 1-11.6 7.1L4 20l1-4.4A8 8 0 1 1 21 12z" />
  </Icon>
);

export const MailIcon = (p: IconProps) => (
  <Icon {...p}>
    <rect x="3" y="5" width="18" height="14" rx="2" />
    <path d="M3 7l9 6 9-6" />
  </Icon>
);

export const ShareIcon = (p: IconProps) => (
  <Icon {...p}>
    <circle cx="6" cy="12" r="2.5" />
    <circle cx="18" cy="6" r="2.5" />
    <circle cx="18" cy="18" r="2.5" />
    <path d="M8.2 10.8l7.6-3.6M8.2 13.2l7.6 3.6" />
  </Icon>
);

/** The language switch's sign: a globe. */
export const GlobeIcon = (p: IconProps) => (
  <Icon {...p}>
    <circle cx="12" cy="12" r="9" />
    <path d="M3 12h18M12 3a14 14 0 0 1 0 18M12 3a14 14 0 0 0 0 18" />
  </Icon>
);

/** The blog's sign: a page of text. */
export const ArticleIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M6 3h9l3 3v15H6zM9 10h6M9 14h6M9 18h4" />
  </Icon>
);

export const CloseIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M6 6l12 12M18 6L6 18" />
  </Icon>
);

export const PauseIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M9 5v14M15 5v14" />
  </Icon>
);

export const PlayIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M7 4l13 8-13 8z" />
  </Icon>
);

/** Simple line drawings of each technology, not the vendors' logos. */
const techPaths: Record<TechIcon, ReactNode> = {
  react: (
    <>
      <circle cx="12" cy="12" r="1.6" />
      <ellipse cx="12" cy="12" rx="10" ry="4" />
      <ellipse cx="12" cy="12" rx="10" ry="4" transform="rotate(60 12 12)" />
      <ellipse cx="12" cy="12" rx="10" ry="4" transform="rotate(120 12 12)" />
    </>
  ),
  node: (
    <>
      <path d="M12 2l8.5 5v10L12 22l-8.5-5V7z" />
      <path d="M12 8v8M9 10l3-2 3 2" />
    </>
  ),
  sql: (
    <>
      <ellipse cx="12" cy="5" rx="8" ry="3" />
      <path d="M4 5v14c0 1.7 3.6 3 8 3s8-1.3 8-3V5M4 12c0 1.7 3.6 3 8 3s8-1.3 8-3" />
    </>
  ),
  express: <path d="M3 7h7M3 12h5M3 17h7M3 7v10M14 8l7 8M21 8l-7 8" />,
  tailwind: (
    <path d="M4 10c1.5-3 3.5-4 6-3 1.5.6 2.2 2 4 2 2 0 3.3-1 4-3-1.5 3-3.5 4-6 3-1.5-.6-2.2-2-4-2-2 0-3.3 1-4 3zM4 17c1.5-3 3.5-4 6-3 1.5.6 2.2 2 4 2 2 0 3.3-1 4-3-1.5 3-3.5 4-6 3-1.5-.6-2.2-2-4-2-2 0-3.3 1-4 3z" />
  ),
  mongodb: (
    <path d="M12 2c4 4 5.5 8 4.5 12-.8 3-2.6 4.6-4.5 6-1.9-1.4-3.7-3-4.5-6-1-4 .5-8 4.5-12zM12 6v16" />
  ),
  next: (
    <>
      <circle cx="12" cy="12" r="10" />
      <path d="M9 16V8l7 9M15 8v5" />
    </>
  ),
  python: (
    <>
      <path d="M12 3c-3 0-4 1.2-4 3v2h4v1H6c-2 0-3 1.5-3 3.5S4 16 6 16h2v-2.5c0-1.5 1-2.5 2.5-2.5h4c1.5 0 2.5-1 2.5-2.5V6c0-2-1.5-3-5-3z" />
      <path d="M12 21c3 0 4-1.2 4-3v-2h-4v-1h6c2 0 3-1.5 3-3.5S20 8 18 8" />
      <path d="M10 5.5v.01M14 18.5v.01" />
    </>
  ),
  javascript: (
    <>
      <rect x="3" y="3" width="18" height="18" rx="2" />
      <path d="M11 10v6a2 2 0 0 1-3.5 1.2M19 11a2 2 0 0 0-3.5-.5c-.6 1.5 3.5 2 3.5 4.5a2 2 0 0 1-3.8.6" />
    </>
  ),
};

export function TechGlyph({ icon, ...rest }: IconProps & { icon: TechIcon }) {
  return <Icon {...rest}>{techPaths[icon]}</Icon>;
}

/** The MERN letters as small badges for the about overlay. */
export const mernIcons: { label: string; icon: TechIcon }[] = [
  { label: 'MongoDB', icon: 'mongodb' },
  { label: 'Express', icon: 'express' },
  { label: 'React', icon: 'react' },
  { label: 'Node.js', icon: 'node' },
];
