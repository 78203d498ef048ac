import { brand } from '../brand.ts';
import type { DocumentContent } from './schemas.ts';

export const termsDefaults: DocumentContent = {
  title: 'Terms & Conditions',
  intro: `These terms govern your booking and stay at ${brand.name}, ${brand.town}. By booking a room you confirm that you have read them and agree to them.`,
  lastUpdated: '2026-08-01',
  sections: [
    {
      heading: '1. Eligibility',
      paragraphs: [
        'Rooms are offered to students enrolled in a recognised course of study. We may ask for proof of enrolment at any time during your stay.',
        'You must give accurate personal details, including an emergency contact, when you register, and keep them up to date in your profile.',
      ],
    },
    {
      heading: '2. Bookings',
      paragraphs: [
        'A booking is for one bed in one room for the academic year and semester shown on your booking. It is confirmed when the booking appears in your account.',
        'Rooms are allocated first come, first served among eligible students. The hostel may move a booking to an equivalent room when maintenance or safety requires it; we will tell you in advance whenever we can.',
      ],
    },
    {
      heading: '3. Fees and payment',
      paragraphs: [
        'The fee for each room type is published before the booking period opens. It is due in full by the first day of the semester unless the office has agreed an instalment plan with you in writing.',
        'Damage beyond normal wear, lost access cards and replacement keys are charged at cost.',
      ],
    },
    {
      heading: '4. Cancellations',
      paragraphs: [
        'You may cancel a booking by contacting the office and giving a reason. Cancellations received more than 30 days before the semester starts are refunded in full; after that, fees for the time the bed could not be re-let may be kept.',
        'The hostel may cancel a booking for serious or repeated breaches of the House Rules, after giving you a chance to respond.',
      ],
    },
    {
      heading: '5. Your room and shared spaces',
      paragraphs: [
        'You agree to keep your room clean, to report damage and faults promptly, and to follow the House Rules, which form part of these terms.',
        'Staff may enter rooms for inspections announced 24 hours ahead, for repairs you have requested, and without notice in an emergency.',
      ],
    },
    {
      heading: '6. Checking out',
      paragraphs: [
        'At the end of your booking, or when you are checked out by the office, you must leave the room as you found it and return your access card. Belongings left behind are kept for 14 days.',
      ],
    },
    {
      heading: '7. Liability',
      paragraphs: [
        'We take care to keep the building safe, but we are not liable for loss of or damage to personal belongings except where caused by our negligence. We recommend contents insurance.',
      ],
    },
    {
      heading: '8. Changes to these terms',
      paragraphs: [
        'We may update these terms for a new academic year. The version in force when you book applies to that booking.',
      ],
    },
  ],
};
