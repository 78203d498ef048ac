import { brand } from '../brand.ts';
import type { DocumentContent } from './schemas.ts';

export const privacyDefaults: DocumentContent = {
  title: 'Privacy Policy',
  intro: `${brand.name} respects your privacy. This policy explains what personal information we collect when you use this website and our management site, why we need it, and the choices you have.`,
  lastUpdated: '2026-08-01',
  sections: [
    {
      heading: 'What we collect',
      paragraphs: [
        'When you register: your full name, email address, gender, phone number, date of birth, programme of study, level, and the name and phone number of a guardian or emergency contact.',
        'When you book: the room, academic year and semester of each booking, and its history, including cancellations.',
        'When you browse: this public website does not use advertising or tracking cookies. The management site uses one session cookie per browser tab to keep you signed in.',
      ],
    },
    {
      heading: 'Why we use it',
      paragraphs: [
        'To manage your account and bookings, allocate rooms that match the floor designations, contact you or your emergency contact, keep residents safe and meet our legal obligations as a residence provider.',
      ],
    },
    {
      heading: 'Who can see it',
      paragraphs: [
        'Only hostel staff who need it for their work. We do not sell or rent your information. We share it only when the law requires us to, or with your consent.',
      ],
    },
    {
      heading: 'How long we keep it',
      paragraphs: [
        'Your account is kept while you are a resident or have an active booking. Archived bookings are kept for the record of past stays for up to six years, then deleted.',
      ],
    },
    {
      heading: 'How we protect it',
      paragraphs: [
        'Passwords are stored only as strong one-way hashes, all traffic is encrypted, and staff access is limited by role and recorded.',
      ],
    },
    {
      heading: 'Your rights',
      paragraphs: [
        'You can see and correct most of your details in your profile at any time. To ask for a copy of your data, or for its deletion once you no longer live with us, write to the office.',
      ],
    },
  ],
};
