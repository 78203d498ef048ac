import type { DocumentContent } from './schemas.ts';

export const rulesDefaults: DocumentContent = {
  title: 'House Rules',
  intro:
    'A few simple rules keep the residence safe, quiet and pleasant for everyone. They form part of your booking terms; staff are always happy to explain the reasons behind them.',
  lastUpdated: '2026-08-01',
  sections: [
    {
      heading: 'Quiet hours',
      paragraphs: [
        'Quiet hours are 22:00 to 07:00 every night, and all day during the university examination period. Keep music and calls to a level that cannot be heard outside your room.',
      ],
    },
    {
      heading: 'Visitors',
      paragraphs: [
        'Visitors are welcome from 08:00 to 22:00. They sign in at reception, stay with their host at all times and leave by 22:00. Overnight guests are not allowed.',
      ],
    },
    {
      heading: 'Safety',
      paragraphs: [
        'Never prop open outside doors or lend your access card. Cooking is allowed in the kitchens only; candles, incense, heaters and other open flames or heating devices are not allowed in rooms.',
        'Do not cover or tamper with smoke detectors. When the fire alarm sounds, leave by the nearest exit and gather at the assembly point on the front lawn.',
      ],
    },
    {
      heading: 'Shared spaces',
      paragraphs: [
        'Clean up the kitchen straight after cooking, label your food and clear out the fridge weekly. Study rooms are for study: book group rooms for at most three hours at a time.',
      ],
    },
    {
      heading: 'Your room',
      paragraphs: [
        'Keep your room tidy and report faults through reception. Do not move furniture between rooms, paint or put nails in the walls. Smoking and vaping are not allowed anywhere indoors.',
      ],
    },
    {
      heading: 'Alcohol and substances',
      paragraphs: [
        'Illegal substances are forbidden on the premises. Alcohol is allowed only in residents’ rooms, in moderation, and never in shared or study areas.',
      ],
    },
    {
      heading: 'Respect',
      paragraphs: [
        'Harassment, discrimination and bullying are not tolerated. If something makes you feel unsafe, tell reception at any hour; reports are handled confidentially.',
      ],
    },
  ],
};
