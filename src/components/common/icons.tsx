import type { ReactNode, SVGProps } from 'react';
import type { InlineIcon } from '../../content/types';

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

/** The MERN letters' line drawings, for the about overlay's badges (not the vendors' logos). */
type MernIcon = 'mongodb' | 'express' | 'react' | 'node';
const techPaths: Record<MernIcon, ReactNode> = {
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
  express: <path d="M3 7h7M3 12h5M3 17h7M3 7v10M14 8l7 8M21 8l-7 8" />,
  mongodb: (
    <path d="M12 2c4 4 5.5 8 4.5 12-.8 3-2.6 4.6-4.5 6-1.9-1.4-3.7-3-4.5-6-1-4 .5-8 4.5-12zM12 6v16" />
  ),
};

export function TechGlyph({ icon, ...rest }: IconProps & { icon: MernIcon }) {
  return <Icon {...rest}>{techPaths[icon]}</Icon>;
}

/** The MERN letters as small badges for the about overlay. */
export const mernIcons: { label: string; icon: MernIcon }[] = [
  { label: 'MongoDB', icon: 'mongodb' },
  { label: 'Express', icon: 'express' },
  { label: 'React', icon: 'react' },
  { label: 'Node.js', icon: 'node' },
];

/**
 * An icon the build inlined from the content (a tech card's, a profile's): decorative like the
 * others, its shapes the build's checked markup (scripts/content/svgIcon.ts).
 */
export function ContentIcon({ icon, size = 20 }: { icon: InlineIcon; size?: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox={icon.viewBox}
      aria-hidden="true"
      focusable="false"
      {...icon.attributes}
      dangerouslySetInnerHTML={{ __html: icon.body }}
    />
  );
}
