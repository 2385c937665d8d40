import type { SiteFile } from './fromJsonResume';
import { PROFILE_NETWORKS } from '../resume/jsonResume';
import { findIcon } from './iconSet';
import type { ImportNotes } from './importNotes';
import { PLACEHOLDER_MARK, PLACEHOLDER_PHONE } from './importNotes';
import type { Entry } from './resumeValues';
import { entriesOf, isEntry, otherFields, textOf, webLink } from './resumeValues';

/** The resume's basics: the links of the top bar and the footer, the site's address. */

/** The basics the importer reads; the others are listed as not carried. */
const READ_BASICS = ['name', 'label', 'summary', 'email', 'phone', 'url', 'profiles'];

/** How many profiles the top bar shows, as the spec's (GitHub, LinkedIn, Twitter/X). */
const TOP_BAR_PROFILES = 3;

type Social = SiteFile['socials'][number];

/** A profile's own address: a link with a path ('https://twitter.com' alone is the network's). */
function profileLink(value: unknown): string | undefined {
  const link = webLink(value);
  return link && new URL(link).pathname.replace(/\/+$/, '') !== '' ? link : undefined;
}

/**
 * Every profile with an address (or a user name on a network whose addresses init knows), in
 * the resume's order: the footer shows them all, the top bar the first three. Its icon is the
 * one simple-icons has of its network, else a link sign (the build's, ownerIcons.ts).
 */
function profilesOf(basics: Entry, notes: ImportNotes): Social[] {
  const socials: Social[] = [];
  for (const profile of entriesOf(basics.profiles)) {
    const networkName = textOf(profile.network);
    const known = Object.values(PROFILE_NETWORKS).find(({ aliases }) =>
      aliases.includes(networkName?.toLowerCase() ?? ''),
    );
    const username = textOf(profile.username);
    const link =
      profileLink(profile.url) ??
      (known && username ? known.profileUrl(encodeURIComponent(username)) : undefined);
    const shown = `basics.profiles: ${networkName ?? 'a profile'} (${link ?? username ?? 'no address'})`;
    if (!link) {
      notes.leftOut(shown, 'it has no address and no user name; either would carry it.');
      continue;
    }
    const network = networkName ?? new URL(link).hostname.replace(/^www\./, '');
    if (!findIcon(network)) {
      notes.placeholder(
        `site.yaml socials: simple-icons has no icon of ${network}, so a link sign stands in; its \`icon\` takes a slug or your own SVG.`,
      );
    }
    socials.push({
      network,
      url: link,
      ...(socials.length < TOP_BAR_PROFILES && { topBar: true }),
    });
  }
  return socials;
}

/** The basics the page shows none of: a sentence each. */
function noteBasicsNotCarried(basics: Entry, notes: ImportNotes): void {
  const image = textOf(basics.image);
  if (image) {
    notes.leftOut(
      `basics.image (${image})`,
      'the page shows no photo of you; a portrait in the about box would carry it.',
    );
  }
  notes.unknownFields('basics', otherFields(basics, [...READ_BASICS, 'image', 'location']));
}

const LOCATION = ['address', 'postalCode', 'city', 'region', 'countryCode'] as const;

/** The resume's location as site.yaml's (its address private unless the owner says not). */
function locationOf(
  value: unknown,
): Partial<Record<(typeof LOCATION)[number], string>> | undefined {
  if (!isEntry(value)) return undefined;
  const given = LOCATION.flatMap((key) => {
    const text = textOf(value[key]);
    return text ? [[key, text] as const] : [];
  });
  return given.length ? Object.fromEntries(given) : undefined;
}

/** The contact settings of site.yaml, placeholders where the resume has none. */
export function contactOf(basics: Entry, notes: ImportNotes) {
  const profiles = profilesOf(basics, notes);
  noteBasicsNotCarried(basics, notes);
  const placeholder = PROFILE_NETWORKS.github.profileUrl(PLACEHOLDER_MARK);
  const socials: Social[] =
    profiles.length > 0
      ? profiles
      : [
          {
            network: 'GitHub',
            url: notes.or(undefined, 'site.yaml socials', placeholder),
            topBar: true,
          },
        ];
  const email = textOf(basics.email);
  return {
    socials,
    email: email?.includes('@')
      ? `mailto:${email}`
      : notes.or(undefined, 'site.yaml email', `mailto:${PLACEHOLDER_MARK}@example.com`),
    phone: notes.or(textOf(basics.phone), 'site.yaml phone', PLACEHOLDER_PHONE),
    location: locationOf(basics.location),
    url: notes.or(
      webLink(basics.url),
      'site.yaml site.url',
      `https://${PLACEHOLDER_MARK}.example.com`,
    ),
  };
}
