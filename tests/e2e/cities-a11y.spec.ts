import { test } from './fixtures';
import { expectNoAxeViolationsInBothThemes } from './site-support';

/** axe-core on the cities index, every city page and the district page, in both themes. */
const PAGES = [
  '/cities',
  '/en/cities',
  ...['medina', 'makkah', 'jeddah', 'riyadh', 'dammam', 'khobar'].map((slug) => `/cities/${slug}`),
  '/cities/medina/aziziyah',
];

// Two runs of axe a page (light, then dark): a busy machine needs more than the default 30 s.
test.describe.configure({ timeout: 60_000 });

for (const path of PAGES) {
  test(`axe: ${path} (light and dark)`, ({ page }) => expectNoAxeViolationsInBothThemes(page, path));
}
