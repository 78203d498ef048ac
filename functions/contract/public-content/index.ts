import { faqDefaults } from './faq.ts';
import { homeDefaults } from './home.ts';
import { privacyDefaults } from './privacy.ts';
import { rulesDefaults } from './rules.ts';
import type { ContentKey, ContentOf } from './schemas.ts';
import { termsDefaults } from './terms.ts';

export * from './schemas.ts';

/**
 * The texts the site is built with and the API answers until a super admin saves an edit. They are
 * valid by their schemas (a unit test checks), so the site, the API and the editor start from the same
 * words.
 */
export const contentDefaults: { [K in ContentKey]: ContentOf<K> } = {
  home: homeDefaults,
  faq: faqDefaults,
  terms: termsDefaults,
  privacy: privacyDefaults,
  rules: rulesDefaults,
};
