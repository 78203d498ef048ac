import * as z from '../zod.ts';
import * as messages from '../messages.ts';

/**
 * The shapes of the public site's editable texts. The API validates a super admin's edit with these, the
 * management editor validates its form with them, and the site renders them.
 */

const text = (max: number) =>
  z
    .string()
    .check(
      z.trim(),
      z.minLength(1, messages.content.textRequired),
      z.maxLength(max, messages.content.textTooLong(max)),
    );

const paragraphs = z
  .array(text(2000))
  .check(z.minLength(1, messages.content.paragraphRequired), z.maxLength(20));

/** Icons the amenities section can show; the site draws each one. */
export const amenityIcons = [
  'wifi',
  'study',
  'security',
  'laundry',
  'kitchen',
  'power',
  'fitness',
  'transport',
] as const;

export const homeContentSchema = z.object({
  hero: z.object({
    heading: text(120),
    subheading: text(300),
    primaryActionLabel: text(40),
    secondaryActionLabel: text(40),
  }),
  stats: z.array(z.object({ value: text(20), label: text(60) })).check(z.minLength(1), z.maxLength(6)),
  amenities: z.object({
    heading: text(120),
    intro: text(400),
    items: z
      .array(
        z.object({
          icon: z.enum(amenityIcons, { error: messages.content.iconInvalid }),
          title: text(80),
          description: text(300),
        }),
      )
      .check(z.minLength(1), z.maxLength(12)),
  }),
  testimonials: z.object({
    heading: text(120),
    items: z
      .array(z.object({ quote: text(600), name: text(80), detail: text(120) }))
      .check(z.minLength(1), z.maxLength(9)),
  }),
  callToAction: z.object({
    heading: text(120),
    body: text(400),
    actionLabel: text(40),
  }),
});

export const faqContentSchema = z.object({
  title: text(120),
  intro: text(600),
  items: z
    .array(z.object({ question: text(300), answer: text(2000) }))
    .check(z.minLength(1), z.maxLength(40)),
});

/** Terms, privacy and house rules: a titled document of headed sections. */
export const documentContentSchema = z.object({
  title: text(120),
  intro: text(1000),
  lastUpdated: z.iso.date(messages.content.dateInvalid),
  sections: z.array(z.object({ heading: text(160), paragraphs })).check(z.minLength(1), z.maxLength(30)),
});

export const contentSchemas = {
  home: homeContentSchema,
  faq: faqContentSchema,
  terms: documentContentSchema,
  privacy: documentContentSchema,
  rules: documentContentSchema,
} as const;

export type ContentKey = keyof typeof contentSchemas;
export const contentKeys = Object.keys(contentSchemas) as ContentKey[];
export const contentKeySchema = z.enum(contentKeys, { error: messages.content.unknownKey });
/** The {key} of every /content/{key} route. */
export const contentParamsSchema = z.object({ key: contentKeySchema });

export type HomeContent = z.infer<typeof homeContentSchema>;
export type FaqContent = z.infer<typeof faqContentSchema>;
export type DocumentContent = z.infer<typeof documentContentSchema>;
export type ContentOf<K extends ContentKey> = z.infer<(typeof contentSchemas)[K]>;

/** What GET /public/content/{key} answers; version 0 and no updatedAt mean the defaults. */
export interface PublicContent<K extends ContentKey = ContentKey> {
  key: K;
  content: ContentOf<K>;
  updatedAt: string | null;
  version: number;
}

/** One saved edit, as the history lists it. */
export interface ContentVersion {
  version: number;
  updatedAt: string;
  /** The id of the account that saved it. */
  updatedBy: string;
  /**
   * Its saver's name then; for a version saved before versions kept names, their account's name now,
   * null when that account is deleted since.
   */
  updatedByName: string | null;
  /** Set when this version restored an earlier one. */
  restoredFrom?: number;
}

export const saveContentBodySchema = z.object({
  content: z.unknown(),
  /** The version the editor started from; a newer stored version makes the save a 409. */
  expectedVersion: z.optional(
    z
      .number()
      .check(
        z.int(messages.content.expectedVersionInvalid),
        z.gte(0, messages.content.expectedVersionInvalid),
      ),
  ),
});

export const rollbackContentBodySchema = z.object({
  version: z
    .number({ error: messages.content.versionRequired })
    .check(z.int(messages.content.versionRequired), z.gte(1, messages.content.versionRequired)),
});
