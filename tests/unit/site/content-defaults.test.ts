import { describe, expect, it } from 'vitest';
import { contentDefaults, contentKeys, contentSchemas } from '#contract/public-content/index';

describe('the default public texts', () => {
  it.each(contentKeys)(
    'are valid by the %s schema, so the API can serve and the editor can save them',
    (key) => {
      expect(contentSchemas[key].safeParse(contentDefaults[key]).error).toBeUndefined();
    },
  );

  it('contain no placeholder Latin', () => {
    expect(JSON.stringify(contentDefaults)).not.toMatch(/lorem|ipsum/i);
  });
});
