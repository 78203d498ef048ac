/**
 * The settings' default values, apart from the schemas in settings.ts: the data layer needs these, and
 * importing a value from settings.ts would carry every settings schema into each Lambda that reads the
 * settings (the jobs worker among them), whatever it validates.
 */

/** A waitlist offer holds its bed for this long unless staff change it: 48 h by default, 1 h to 14 days. */
export const defaultWaitlistOfferHours = 48;
