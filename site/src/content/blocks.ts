import type { DocumentContent, FaqContent, HomeContent } from '#contract/public-content/index';
import { html, SafeHtml } from './html.ts';
import { icon } from './icons.ts';

/**
 * The editable blocks of the public site, each rendered from its content key's texts. The same functions
 * run at build time (the prerendered HTML) and in the browser (a super admin's newer text), so both
 * always produce the same markup.
 */

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });

/** Opens the management site in a new tab, as every sign-in and registration link of the site does. */
const newTab = new SafeHtml('target="_blank" rel="noopener"');

function heroBlock(content: HomeContent): SafeHtml {
  const { hero } = content;
  return html`<h1
      class="text-4xl font-extrabold tracking-tight text-balance text-white sm:text-5xl lg:text-6xl"
    >
      ${hero.heading}
    </h1>
    <p class="mt-5 max-w-2xl text-lg text-pretty text-slate-100 sm:text-xl">${hero.subheading}</p>
    <div class="mt-8 flex flex-wrap gap-3">
      <a href="/rooms" class="btn btn-primary">${hero.primaryActionLabel}</a>
      <a href="/management/login" ${newTab} class="btn btn-light"
        >${hero.secondaryActionLabel}<span class="sr-only"> (opens in a new tab)</span></a
      >
    </div>`;
}

function statsBlock(content: HomeContent): SafeHtml {
  const items = content.stats.map(
    (stat) =>
      html`<div
        class="rounded-2xl bg-white p-6 text-center shadow-sm ring-1 ring-slate-200 dark:bg-slate-900 dark:ring-slate-800"
      >
        <dt class="text-sm font-medium text-slate-600 dark:text-slate-300">${stat.label}</dt>
        <dd class="order-first text-3xl font-extrabold text-brand-700 sm:text-4xl dark:text-brand-300">
          ${stat.value}
        </dd>
      </div>`,
  );
  return html`<h2 class="sr-only">Northgate in numbers</h2>
    <dl class="grid grid-cols-2 gap-4 lg:grid-cols-4 [&>div]:flex [&>div]:flex-col [&>div]:gap-1">
      ${items}
    </dl>`;
}

function amenitiesBlock(content: HomeContent): SafeHtml {
  const { amenities } = content;
  const items = amenities.items.map(
    (item) =>
      html`<li
        class="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 dark:bg-slate-900 dark:ring-slate-800"
      >
        <span
          class="inline-flex rounded-xl bg-brand-50 p-3 text-brand-700 dark:bg-brand-950 dark:text-brand-300"
          >${icon(item.icon)}</span
        >
        <h3 class="mt-4 text-lg font-semibold">${item.title}</h3>
        <p class="mt-2 text-slate-600 dark:text-slate-300">${item.description}</p>
      </li>`,
  );
  return html`<div class="max-w-2xl">
      <h2 class="section-title">${amenities.heading}</h2>
      <p class="mt-4 text-lg text-slate-600 dark:text-slate-300">${amenities.intro}</p>
    </div>
    <ul class="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      ${items}
    </ul>`;
}

function testimonialsBlock(content: HomeContent): SafeHtml {
  const { testimonials } = content;
  const items = testimonials.items.map(
    (item) =>
      html`<li>
        <figure
          class="flex h-full flex-col rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 dark:bg-slate-900 dark:ring-slate-800"
        >
          <span class="text-brand-600 dark:text-brand-300">${icon('quote', 'h-7 w-7')}</span>
          <blockquote class="mt-4 flex-1 text-slate-700 dark:text-slate-200"><p>${item.quote}</p></blockquote>
          <figcaption class="mt-6">
            <span class="block font-semibold">${item.name}</span
            ><span class="block text-sm text-slate-600 dark:text-slate-300">${item.detail}</span>
          </figcaption>
        </figure>
      </li>`,
  );
  return html`<h2 class="section-title">${testimonials.heading}</h2>
    <ul class="mt-10 grid gap-6 md:grid-cols-3">
      ${items}
    </ul>`;
}

function callToActionBlock(content: HomeContent): SafeHtml {
  const { callToAction } = content;
  return html`<h2 class="text-3xl font-bold tracking-tight text-white sm:text-4xl">
      ${callToAction.heading}
    </h2>
    <p class="mx-auto mt-4 max-w-2xl text-lg text-brand-50">${callToAction.body}</p>
    <a href="/management/register" ${newTab} data-register-link class="btn btn-light mt-8"
      >${callToAction.actionLabel}<span class="sr-only"> (opens in a new tab)</span></a
    >`;
}

function faqBlock(content: FaqContent): SafeHtml {
  const items = content.items.map(
    (item) =>
      html`<details
        class="group rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200 dark:bg-slate-900 dark:ring-slate-800"
      >
        <summary
          class="flex cursor-pointer list-none items-center justify-between gap-4 font-semibold [&::-webkit-details-marker]:hidden"
        >
          ${item.question}<span
            class="text-brand-700 transition-transform group-open:rotate-45 dark:text-brand-300"
            aria-hidden="true"
            >+</span
          >
        </summary>
        <p class="mt-3 text-slate-600 dark:text-slate-300">${item.answer}</p>
      </details>`,
  );
  return html`<h1 class="page-title">${content.title}</h1>
    <p class="mt-4 text-lg text-slate-600 dark:text-slate-300">${content.intro}</p>
    <div class="mt-10 space-y-4">${items}</div>`;
}

function documentBlock(content: DocumentContent): SafeHtml {
  const sections = content.sections.map(
    (section) =>
      html`<section class="mt-10">
        <h2 class="text-xl font-semibold">${section.heading}</h2>
        ${section.paragraphs.map(
          (paragraph) => html`<p class="mt-3 text-slate-700 dark:text-slate-300">${paragraph}</p>`,
        )}
      </section>`,
  );
  return html`<h1 class="page-title">${content.title}</h1>
    <p class="mt-2 text-sm text-slate-600 dark:text-slate-300">
      Last updated
      <time datetime="${content.lastUpdated}">${dateFormat.format(new Date(content.lastUpdated))}</time>
    </p>
    <p class="mt-6 text-lg text-slate-700 dark:text-slate-200">${content.intro}</p>
    ${sections}`;
}

export const blocks = {
  hero: heroBlock,
  stats: statsBlock,
  amenities: amenitiesBlock,
  testimonials: testimonialsBlock,
  callToAction: callToActionBlock,
  faq: faqBlock,
  document: documentBlock,
} as const;

export type BlockName = keyof typeof blocks;
