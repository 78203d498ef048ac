import { describe, expect, it } from 'vitest';
import { contentDefaults } from '#contract/public-content/index';
import { blocks } from '../../../site/src/content/blocks.ts';
import { contentHash } from '../../../site/src/content/content-hash.ts';
import { html } from '../../../site/src/content/html.ts';

describe('editable block rendering', () => {
  it('escapes every text a super admin wrote, so none of it becomes markup', () => {
    const faq = {
      ...contentDefaults.faq,
      items: [{ question: '<img src=x onerror=alert(1)>', answer: 'Fish & "chips"' }],
    };
    const markup = blocks.faq(faq).value;
    expect(markup).not.toContain('<img');
    expect(markup).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(markup).toContain('Fish &amp; &quot;chips&quot;');
  });

  it('renders a document with its sections and a US-English date', () => {
    const markup = blocks.document({ ...contentDefaults.rules, lastUpdated: '2026-08-01' }).value;
    expect(markup).toContain('<h1 class="page-title">House Rules</h1>');
    expect(markup).toContain('August 1, 2026');
    expect(markup.match(/<h2/g)).toHaveLength(contentDefaults.rules.sections.length);
  });

  it('inserts nested markup built with html as it is', () => {
    expect(html`<p>${html`<b>${'a<b'}</b>`}</p>`.value).toBe('<p><b>a&lt;b</b></p>');
  });

  it('fingerprints texts so an unchanged block is left alone', () => {
    expect(contentHash(contentDefaults.home)).toBe(contentHash(structuredClone(contentDefaults.home)));
    expect(contentHash({ ...contentDefaults.faq, title: 'FAQ' })).not.toBe(contentHash(contentDefaults.faq));
  });
});
