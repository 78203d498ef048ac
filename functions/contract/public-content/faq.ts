import { brand } from '../brand.ts';
import type { FaqContent } from './schemas.ts';

export const faqDefaults: FaqContent = {
  title: 'Frequently Asked Questions',
  intro: `Answers to the questions students and parents ask us most. If yours is not here, call or email the reception desk and we will be glad to help.`,
  items: [
    {
      question: `Who can live at ${brand.name}?`,
      answer: `Any student enrolled at ${brand.university} or another accredited institution in ${brand.town}, from first year to postgraduate. You register with your student details and verify your email before booking.`,
    },
    {
      question: 'How do I book a room?',
      answer:
        'Register on our management site, verify your email address, then sign in and open Rooms. You will see every room that still has a free bed for you; choose one, accept the terms and your booking is confirmed straight away.',
    },
    {
      question: 'Which room types do you offer?',
      answer:
        'Single rooms, double rooms shared by two students, triple rooms and a limited number of en-suite singles. Floors are designated male, female or mixed, and you will only be offered rooms that match.',
    },
    {
      question: 'What is included in the rent?',
      answer:
        'Furniture, Wi-Fi, water, electricity within a fair-use allowance, cleaning of shared areas, 24-hour security and access to all study rooms, kitchens and the laundry room (machines take a small fee).',
    },
    {
      question: 'How long is a booking for?',
      answer:
        'A booking covers one semester of the current academic year. You can book again for the next semester before the new booking period closes; current residents get an early window.',
    },
    {
      question: 'Can I change rooms after booking?',
      answer:
        'Yes, if another suitable room has a free bed. Ask at reception or write to us; staff can move your booking to the new room and you keep your booking history.',
    },
    {
      question: 'Can I cancel my booking?',
      answer:
        'Yes. Contact the office with the reason for cancelling. How much of any payment is refunded depends on how close to the start of the semester you cancel, as explained in our Terms and Conditions.',
    },
    {
      question: 'Are visitors allowed?',
      answer:
        'Day visitors are welcome between 08:00 and 22:00. They sign in at reception and must leave with their host. Overnight guests are not permitted; see the House Rules for details.',
    },
    {
      question: 'Is there parking?',
      answer:
        'There is covered bicycle storage for every resident and a small number of car spaces allocated each semester on request. The campus shuttle stops right outside.',
    },
    {
      question: 'What happens during university holidays?',
      answer:
        'The residence stays open. Residents booked for the following semester may stay through the break; let reception know your plans so we can arrange security and cleaning.',
    },
  ],
};
