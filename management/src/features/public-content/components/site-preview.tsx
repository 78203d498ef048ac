import type { ContentKey, DocumentContent, FaqContent, HomeContent } from '#contract/public-content/index';
import { blocks } from '../../../../../site/src/content/blocks.ts';
import type { SafeHtml } from '../../../../../site/src/content/html.ts';

/**
 * The public site's own markup for the texts being edited: the same block renderers the site runs at
 * build time and in the browser, so the preview cannot drift from the page. They escape every text
 * they insert, which is what makes setting their output as HTML safe. The site's few component classes
 * (.btn, .page-title…) are styled for `.site-preview` in styles.css.
 */
function Block({ markup, className }: { markup: SafeHtml; className?: string }) {
  return <div className={className} dangerouslySetInnerHTML={{ __html: markup.value }} />;
}

export function SitePreview({ contentKey, content }: { contentKey: ContentKey; content: unknown }) {
  return (
    // Inert: a picture of the page, its links and buttons are not this screen's to follow. Long words
    // wrap as on the site (components/ContentBlock.astro).
    <div
      inert
      className="site-preview space-y-10 wrap-anywhere rounded-xl bg-slate-50 p-4 text-slate-900 select-none sm:p-8 dark:bg-slate-950 dark:text-slate-100"
    >
      {contentKey === 'home' ? (
        <HomePreview content={content as HomeContent} />
      ) : contentKey === 'faq' ? (
        <Block markup={blocks.faq(content as FaqContent)} />
      ) : (
        <Block markup={blocks.document(content as DocumentContent)} />
      )}
    </div>
  );
}

function HomePreview({ content }: { content: HomeContent }) {
  return (
    <>
      <Block markup={blocks.hero(content)} className="rounded-2xl bg-slate-900 px-6 py-12" />
      <Block markup={blocks.stats(content)} />
      <Block markup={blocks.amenities(content)} />
      <Block markup={blocks.testimonials(content)} />
      <Block
        markup={blocks.callToAction(content)}
        className="rounded-3xl bg-brand-800 px-6 py-14 text-center dark:bg-brand-900"
      />
    </>
  );
}
