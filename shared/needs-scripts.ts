/**
 * The mark of what a public page's scripts are for (its contact form, a booking button): the page
 * runs them once one of these enters the view (the build's bootstrap,
 * server/src/site/scripts-after-paint.ts). Spread on the element: `<form {...NEEDS_SCRIPTS}>`.
 */
export const NEEDS_SCRIPTS_ATTRIBUTE = 'data-needs-scripts';
export const NEEDS_SCRIPTS = { [NEEDS_SCRIPTS_ATTRIBUTE]: '' } as const;
