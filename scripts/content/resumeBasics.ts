import type { SocialLinks } from '../../src/content/types';
import { PROFILE_NETWORKS } from '../resume/jsonResume';
import type { ImportNotes } from './importNotes';
import { PLACEHOLDER_MARK, PLACEHOLDER_PHONE } from './importNotes';
import type { Entry } from './resumeValues';
import { entriesOf, isEntry, otherFields, textOf, webLink } from './resumeValues';

/** The resume's basics: the links of the top bar and the footer, the site's address. */

/** The basics the importer reads; the others are listed as not carried. */
const READ_BASICS = ['name', 'label', 'summary', 'email', 'phone', 'url', 'profiles'];

type Network = keyof typeof PROFILE_NETWORKS;
const NETWORKS = Object.keys(PROFILE_NETWORKS) as Network[];
const NETWORK_NAMES = 'GitHub, LinkedIn, Twitter/X and Instagram';

/** A profile's own address: a link with a path ('https://twitter.com' alone is the network's). */
function profileLink(value: unknown): string | undefined {
  const link = webLink(value);
  return link && new URL(link).pathname.replace(/\/+$/, '') !== '' ? link : undefined;
}

/** A profile on each network the page links, its first on that network. */
function profilesOf(basics: Entry, notes: ImportNotes): Partial<Record<Network, string>> {
  const profiles: Partial<Record<Network, string>> = {};
  for (const profile of entriesOf(basics.profiles)) {
    const networkName = textOf(profile.network);
    const network = NETWORKS.find((key) =>
      PROFILE_NETWORKS[key].aliases.includes(networkName?.toLowerCase() ?? ''),
    );
    const username = textOf(profile.username);
    const link =
      profileLink(profile.url) ??
      (network && username
        ? PROFILE_NETWORKS[network].profileUrl(encodeURIComponent(username))
        : undefined);
    const shown = `basics.profiles: ${networkName ?? 'a profile'} (${link ?? username ?? 'no address'})`;
    if (!network) {
      notes.leftOut(
        shown,
        `the page links ${NETWORK_NAMES} only; ${networkName ? `a ${networkName} link` : 'a link for its network'} among the page's socials would carry it.`,
      );
    } else if (!link) {
      notes.leftOut(shown, 'it has no address and no user name; either would carry it.');
    } else if (profiles[network]) {
      notes.leftOut(
        shown,
        `the page links one profile per network, the first; a second ${PROFILE_NETWORKS[network].name} link would carry it.`,
      );
    } else {
      profiles[network] = link;
    }
  }
  return profiles;
}

/** Where the owner lives, as the resume's address says: 'San Francisco, California, US'. */
const placeOf = (location: Entry) =>
  [location.city, location.region, location.countryCode].map(textOf).filter(Boolean).join(', ');

/** The basics the page shows none of: a sentence each. */
function noteBasicsNotCarried(basics: Entry, locale: string, notes: ImportNotes): void {
  const image = textOf(basics.image);
  if (image) {
    notes.leftOut(
      `basics.image (${image})`,
      'the page shows no photo of you; a portrait in the about box would carry it.',
    );
  }
  if (isEntry(basics.location) && placeOf(basics.location)) {
    const usedFor = textOf(basics.location.countryCode)
      ? ` (its country set the locale, ${locale})`
      : '';
    notes.leftOut(
      `basics.location (${placeOf(basics.location)})`,
      `the page shows no address${usedFor}; an address line on the page would carry it.`,
    );
  }
  notes.unknownFields('basics', otherFields(basics, [...READ_BASICS, 'image', 'location']));
}

/** The contact settings of site.yaml, placeholders where the resume has none. */
export function contactOf(basics: Entry, locale: string, notes: ImportNotes) {
  const profiles = profilesOf(basics, notes);
  noteBasicsNotCarried(basics, locale, notes);
  const links = NETWORKS.map((network) => {
    const placeholder = PROFILE_NETWORKS[network].profileUrl(PLACEHOLDER_MARK);
    return [network, notes.or(profiles[network], `site.yaml socials.${network}`, placeholder)];
  });
  const email = textOf(basics.email);
  const socials: SocialLinks = {
    ...(Object.fromEntries(links) as Record<Network, string>),
    email: email?.includes('@')
      ? `mailto:${email}`
      : notes.or(undefined, 'site.yaml socials.email', `mailto:${PLACEHOLDER_MARK}@example.com`),
  };
  return {
    socials,
    phone: notes.or(textOf(basics.phone), 'site.yaml phone', PLACEHOLDER_PHONE),
    url: notes.or(
      webLink(basics.url),
      'site.yaml site.url',
      `https://${PLACEHOLDER_MARK}.example.com`,
    ),
  };
}
