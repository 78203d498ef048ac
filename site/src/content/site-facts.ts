import { brand } from '#contract/brand';

/** Facts about the hostel the site states in several places: the footer, Contact and the structured data. */
export const contact = {
  streetAddress: '14 College Road',
  locality: brand.town,
  postalCode: 'RV1 4TU',
  country: 'Riverland',
  phoneDisplay: '+1 (555) 010-0142',
  phoneHref: 'tel:+15550100142',
  email: 'hello@northgate.example',
  officeHours: 'Monday to Friday 08:00–18:00, Saturday 09:00–13:00; reception and security 24/7',
} as const;

/**
 * Stands in a page's list of points for the promise of repair times, which follows a setting, so the
 * page shows RepairPromise.astro there and every page that makes the promise says the same.
 */
export const repairPromise = { repairPromise: true } as const;

export const fullAddress = `${contact.streetAddress}, ${contact.locality} ${contact.postalCode}`;

/** Placeholder profiles until the hostel's own accounts exist (docs/spec.md §2). */
export const socialLinks = [
  { label: 'Facebook', href: 'https://www.facebook.com/' },
  { label: 'Twitter', href: 'https://twitter.com/' },
  { label: 'Instagram', href: 'https://www.instagram.com/' },
] as const;

export const navigationLinks = [
  { href: '/', label: 'Home' },
  { href: '/rooms', label: 'Rooms' },
  { href: '/about', label: 'About' },
  { href: '/services', label: 'Services' },
  { href: '/contact', label: 'Contact' },
] as const;

/** The footer's groups of links, with docs/spec.md §2's labels. */
export const footerLinkGroups = [
  {
    heading: 'Quick Links',
    links: [
      { href: '/', label: 'Home' },
      { href: '/rooms', label: 'Rooms & Facilities' },
      { href: '/about', label: 'About Us' },
      { href: '/services', label: 'Services' },
      { href: '/contact', label: 'Contact' },
    ],
  },
  {
    heading: 'Services',
    links: [
      { href: '/services#accommodation', label: 'Student Accommodation' },
      { href: '/services#study', label: 'Study Areas' },
      { href: '/services#security', label: 'Security Services' },
      { href: '/services#housekeeping', label: 'Housekeeping' },
    ],
  },
  {
    heading: 'Information',
    links: [
      { href: '/terms', label: 'Terms & Conditions' },
      { href: '/privacy', label: 'Privacy Policy' },
      { href: '/rules', label: 'House Rules' },
      { href: '/faq', label: 'FAQ' },
    ],
  },
] as const;

export const managementLinks = {
  login: '/management/login',
  register: '/management/register',
} as const;
