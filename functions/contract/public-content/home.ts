import { brand } from '../brand.ts';
import type { HomeContent } from './schemas.ts';

export const homeDefaults: HomeContent = {
  hero: {
    heading: `Your home next to ${brand.university}`,
    subheading:
      'Furnished rooms a five-minute walk from the main gate, fast Wi-Fi, quiet study spaces and staff on site around the clock, so you can put your energy into your degree.',
    primaryActionLabel: 'Browse Rooms',
    secondaryActionLabel: 'Book a Room',
  },
  stats: [
    { value: '420', label: 'Residents each year' },
    { value: '5 min', label: 'Walk to campus' },
    { value: '24/7', label: 'Security and reception' },
    { value: '98%', label: 'Residents who would recommend us' },
  ],
  amenities: {
    heading: 'Everything you need to study and live well',
    intro:
      'Every room and shared space was planned around the rhythm of a technical degree: long lab days, group projects and exam seasons.',
    items: [
      {
        icon: 'wifi',
        title: 'Fast, reliable Wi-Fi',
        description:
          'Fibre internet with a wired port in every room and coverage in every corridor, lounge and study area, included in the rent.',
      },
      {
        icon: 'study',
        title: 'Quiet study rooms',
        description:
          'Bookable group rooms with whiteboards and screens, and a silent study hall that stays open all night during exams.',
      },
      {
        icon: 'security',
        title: 'Safe and secure',
        description:
          'Card access at every door, CCTV in common areas and a reception desk staffed 24 hours a day, every day of the year.',
      },
      {
        icon: 'laundry',
        title: 'Laundry on site',
        description:
          'Washers and dryers on the ground floor with a live availability screen, so you never carry a full basket for nothing.',
      },
      {
        icon: 'kitchen',
        title: 'Shared kitchens',
        description:
          'A fully equipped kitchen on every floor with fridge space and lockable cupboards for each resident.',
      },
      {
        icon: 'power',
        title: 'Backup power',
        description:
          'A standby generator keeps lights, Wi-Fi and study areas running through outages, right when deadlines are closest.',
      },
    ],
  },
  testimonials: {
    heading: 'What our residents say',
    items: [
      {
        quote:
          'I can leave the lab at ten at night and be in my room five minutes later. The study hall during exam week was a lifesaver.',
        name: 'Amara O.',
        detail: 'Electrical Engineering, third year',
      },
      {
        quote:
          'The staff know everyone by name. When my laptop charger died before a deadline, reception lent me one within minutes.',
        name: 'Daniel K.',
        detail: 'Computer Science, second year',
      },
      {
        quote:
          'Booking my room online took ten minutes. My parents liked the security; I liked the Wi-Fi and the quiet floors.',
        name: 'Priya N.',
        detail: 'Civil Engineering, first year',
      },
    ],
  },
  callToAction: {
    heading: 'Ready to make Northgate your home?',
    body: 'Create your account, choose from the rooms still free for the coming semester and book in a few minutes. We will confirm by email.',
    actionLabel: 'Register Now',
  },
};
