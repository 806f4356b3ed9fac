import type { Page } from '@playwright/test';

/**
 * Layout checks a person would make by looking, run inside the page. Each returns the problems
 * it finds as readable lines (empty when the screen is right), so a failure names the element.
 */

/** Describes an element for a failure message: tag, id or classes, and the start of its text. */
const DESCRIBE = `(el) => {
  const id = el.id ? '#' + el.id : '';
  const cls = typeof el.className === 'string' && el.className.trim() ? '.' + el.className.trim().split(/\\s+/).slice(0, 3).join('.') : '';
  const text = (el.getAttribute('aria-label') || el.textContent || '').trim().replace(/\\s+/g, ' ').slice(0, 40);
  return el.tagName.toLowerCase() + id + cls + (text ? ' "' + text + '"' : '');
}`;

/** Waits until nothing moves: every animation has finished but the endless ones (spinners). */
export async function animationsSettled(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
  );
}

/** The page does not scroll sideways (in either direction). */
export async function horizontalOverflow(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const { scrollWidth } = document.documentElement;
    return scrollWidth > window.innerWidth + 1
      ? [`page is ${scrollWidth}px wide in a ${window.innerWidth}px window`]
      : [];
  });
}

/**
 * Every fixed element a person can see lies inside the viewport (sticky ones at least across its
 * width: further down the page they are legitimately below the fold).
 */
export async function fixedOutsideViewport(page: Page): Promise<string[]> {
  return page.evaluate((describeSource) => {
    const describe = eval(describeSource) as (el: Element) => string;
    const problems: string[] = [];
    for (const el of Array.from(document.querySelectorAll('body *'))) {
      const { position } = getComputedStyle(el);
      if (position !== 'fixed' && position !== 'sticky') continue;
      if (!el.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
      const r = el.getBoundingClientRect();
      if (r.width === 0 && r.height === 0) continue;
      const across = r.left < -1 || r.right > window.innerWidth + 1;
      const down = position === 'fixed' && r.height > 0 && (r.top < -1 || r.bottom > window.innerHeight + 1);
      if (across || down) {
        problems.push(
          `${position} ${describe(el)} at x ${Math.round(r.left)}..${Math.round(r.right)}, y ${Math.round(r.top)}..${Math.round(r.bottom)} (window ${window.innerWidth}×${window.innerHeight})`,
        );
      }
    }
    return problems;
  }, DESCRIBE);
}

/**
 * On the screen as it opens, nothing fixed or sticky (a header, a floating chat button, a toast)
 * lies over text: every piece of text under one is hit-tested, and the text must be what a tap there
 * reaches. Left out: large layers (a dialog's mask, a drawer), which cover the page on purpose, and
 * a table's sticky columns, under which the table scrolls sideways to show what they cover.
 */
export async function fixedCoversText(page: Page): Promise<string[]> {
  return page.evaluate((describeSource) => {
    const describe = eval(describeSource) as (el: Element) => string;
    const problems: string[] = [];
    const screenArea = window.innerWidth * window.innerHeight;
    const inSideScroller = (el: Element) => {
      for (let up = el.parentElement; up && up !== document.body; up = up.parentElement) {
        if (/auto|scroll/.test(getComputedStyle(up).overflowX)) return true;
      }
      return false;
    };
    const floating = Array.from(document.querySelectorAll('body *')).filter((el) => {
      const { position } = getComputedStyle(el);
      if (position !== 'fixed' && position !== 'sticky') return false;
      if (position === 'sticky' && inSideScroller(el)) return false;
      const r = el.getBoundingClientRect();
      return r.width * r.height > 0 && r.width * r.height < screenArea / 4 && el.checkVisibility();
    });
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const range = document.createRange();
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!node.textContent?.trim() || !node.parentElement?.checkVisibility()) continue;
      range.selectNodeContents(node);
      for (const line of Array.from(range.getClientRects())) {
        for (const cover of floating) {
          if (cover.contains(node)) continue;
          const r = cover.getBoundingClientRect();
          const left = Math.max(line.left, r.left);
          const right = Math.min(line.right, r.right);
          const top = Math.max(line.top, r.top);
          const bottom = Math.min(line.bottom, r.bottom);
          if (right - left < 2 || bottom - top < 2) continue;
          const hit = document.elementFromPoint((left + right) / 2, (top + bottom) / 2);
          if (hit && cover.contains(hit)) {
            problems.push(`${describe(cover)} covers the text of ${describe(node.parentElement)}`);
          }
        }
      }
    }
    return [...new Set(problems)];
  }, DESCRIBE);
}

/**
 * Buttons, navigation links and cards show all their text: content wider or taller than the box
 * is cut off or spills out (elements meant to scroll are left alone).
 */
export async function clippedText(page: Page): Promise<string[]> {
  return page.evaluate((describeSource) => {
    const describe = eval(describeSource) as (el: Element) => string;
    const selector = [
      'button',
      '[role="button"]',
      '.button',
      'nav a',
      '.ant-btn',
      '.ant-menu-item',
      '[class*="card"]:not([class*="card-icon"])',
    ].join(',');
    const problems: string[] = [];
    for (const el of Array.from(document.querySelectorAll<HTMLElement>(selector))) {
      if (!el.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
      if (el.closest('[aria-hidden="true"]')) continue;
      const style = getComputedStyle(el);
      if (style.display === 'inline' || el.clientWidth === 0) continue;
      if (['auto', 'scroll'].includes(style.overflowX) || ['auto', 'scroll'].includes(style.overflowY)) continue;
      const wide = el.scrollWidth > el.clientWidth + 1;
      const tall = el.scrollHeight > el.clientHeight + 1 && style.overflowY !== 'visible';
      if (wide || tall) {
        problems.push(
          `${describe(el)}: content ${el.scrollWidth}×${el.scrollHeight} in a ${el.clientWidth}×${el.clientHeight} box`,
        );
      }
    }
    return problems;
  }, DESCRIBE);
}

/**
 * Targets a finger taps are at least 24 × 24 px (WCAG 2.2, 2.5.8), or have a 24 px circle around
 * their centre free of other targets; links inside running text are exempt, as the rule says. On a
 * phone the main actions (primary buttons, submit, menu and chat buttons) are at least 44 px tall.
 */
export async function smallTapTargets(page: Page, mainActionMin: number): Promise<string[]> {
  return page.evaluate(
    ({ describeSource, mainActionMin }) => {
      const describe = eval(describeSource) as (el: Element) => string;
      const TARGETS =
        'a[href], button, summary, input:not([type="hidden"]), select, textarea, [role="button"], [role="tab"]';
      const MAIN =
        '.button-primary, button[type="submit"], .ant-btn-primary, .menu-button, .admin-menu-button, .whatsapp-float';
      const isInlineInText = (el: Element) => {
        if (el.tagName !== 'A' || getComputedStyle(el).display !== 'inline') return false;
        const parent = el.parentElement;
        return parent !== null && (parent.textContent ?? '').trim().length > (el.textContent ?? '').trim().length;
      };
      // antd's selects and date pickers are one target drawn around a small inner input, and a menu
      // entry is its whole row: measure what is drawn.
      const drawn = (el: HTMLElement) => el.closest<HTMLElement>('.ant-select, .ant-picker, .ant-menu-item') ?? el;
      const targets = Array.from(document.querySelectorAll<HTMLElement>(TARGETS), drawn).filter((el) => {
        if (!el.checkVisibility({ opacityProperty: true, visibilityProperty: true })) {
          // antd draws checkboxes and radios over a transparent native input: measure what is drawn.
          return false;
        }
        if (el.closest('[aria-hidden="true"], [inert]')) return false;
        const r = el.getBoundingClientRect();
        // Above the document (a skip link waiting for focus) or a visually hidden helper.
        return r.bottom + window.scrollY > 0 && r.width > 1 && r.height > 1;
      });
      const rects = targets.map((el) => el.getBoundingClientRect());
      const distance = (x: number, y: number, r: DOMRect) =>
        Math.hypot(Math.max(r.left - x, 0, x - r.right), Math.max(r.top - y, 0, y - r.bottom));
      const problems: string[] = [];
      targets.forEach((el, i) => {
        const r = rects[i]!;
        if (
          el.matches(MAIN) &&
          mainActionMin > 24 &&
          (r.height < mainActionMin - 0.5 || r.width < mainActionMin - 0.5)
        ) {
          problems.push(
            `main action ${describe(el)} is ${Math.round(r.width)}×${Math.round(r.height)} (needs ${mainActionMin})`,
          );
          return;
        }
        if ((r.width >= 23.5 && r.height >= 23.5) || isInlineInText(el)) return;
        // Spacing exception: a 24 px circle on its centre touches no other target.
        const cx = r.left + r.width / 2;
        const cy = r.top + r.height / 2;
        const crowded = rects.some(
          (other, j) =>
            j !== i && !targets[j]!.contains(el) && !el.contains(targets[j]!) && distance(cx, cy, other) < 12,
        );
        if (crowded)
          problems.push(
            `target ${describe(el)} is ${Math.round(r.width)}×${Math.round(r.height)} with neighbours closer than 24 px`,
          );
      });
      return problems;
    },
    { describeSource: DESCRIBE, mainActionMin },
  );
}

/**
 * Nothing fixed covers the page's primary button, whether a person scrolls it to the top of the
 * screen or to the bottom (where floating buttons live): every point of it is the button itself.
 */
export async function primaryButtonCovered(page: Page, selector: string): Promise<string[]> {
  const button = page.locator(selector).filter({ visible: true }).first();
  // Pages whose main content is a gallery or a list of links have no primary button to guard.
  if ((await button.count()) === 0) return [];
  const problems: string[] = [];
  for (const block of ['start', 'end'] as const) {
    const covering = await button.evaluate(
      (el, { block, describeSource }) => {
        const describe = eval(describeSource) as (el: Element) => string;
        el.scrollIntoView({ block, inline: 'nearest', behavior: 'instant' });
        const r = el.getBoundingClientRect();
        // Points well inside the box: rounded corners are not part of it for hit testing.
        const points = [
          [r.left + r.width / 2, r.top + r.height / 2],
          [r.left + r.width * 0.15, r.top + r.height / 2],
          [r.right - r.width * 0.15, r.top + r.height / 2],
          [r.left + r.width / 2, r.top + r.height * 0.2],
          [r.left + r.width / 2, r.bottom - r.height * 0.2],
        ];
        for (const [x, y] of points) {
          const hit = document.elementFromPoint(x!, y!);
          if (hit === null) return `${describe(el)} is outside the window`;
          if (hit !== el && !el.contains(hit)) return `${describe(hit)} covers ${describe(el)}`;
        }
        return null;
      },
      { block, describeSource: DESCRIBE },
    );
    if (covering) problems.push(`scrolled to the ${block}: ${covering}`);
  }
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
  return problems;
}

/**
 * Titles keep their words whole: a heading squeezed by buttons beside it ("تفاص / الرس") breaks a
 * word across lines, which no overflow shows. Each word of a title must sit on one line (a hyphenated
 * word may break after its hyphen).
 */
export async function brokenTitleWords(page: Page): Promise<string[]> {
  return page.evaluate((describeSource) => {
    const describe = eval(describeSource) as (el: Element) => string;
    const problems: string[] = [];
    const titles = document.querySelectorAll('h1, h2, h3, .ant-drawer-title, .ant-modal-title, .ant-card-head-title');
    for (const title of Array.from(titles)) {
      if (!title.checkVisibility()) continue;
      const walker = document.createTreeWalker(title, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? '';
        // A hyphen is a place to break ("Al-" / "Madinah"): the parts between hyphens stay whole.
        for (const match of text.matchAll(/[^\s\-\u2010]+/g)) {
          const range = document.createRange();
          range.setStart(node, match.index);
          range.setEnd(node, match.index + match[0].length);
          const lines = new Set(Array.from(range.getClientRects()).map((r) => Math.round(r.top)));
          if (lines.size > 1) problems.push(`${describe(title)}: the word "${match[0]}" is broken across lines`);
        }
      }
    }
    return problems;
  }, DESCRIBE);
}

/**
 * Whether the element shows its text in the order a reader expects: the same visual order of its
 * characters as the text gets when it stands alone in its own direction (a single-line element,
 * isolated, direction from its first letter). A customer's "الشقة 14B" not isolated in the English
 * admin shows as "14 الشقة B", and differs.
 */
export async function readsInOrder(page: Page, selector: string): Promise<{ shown: number[]; expected: number[] }> {
  return page
    .locator(selector)
    .first()
    .evaluate((el) => {
      const order = (root: Element) => {
        const boxes: { index: number; x: number }[] = [];
        let index = 0;
        const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const text = node.textContent ?? '';
          for (let i = 0; i < text.length; i += 1, index += 1) {
            if (/\s/.test(text[i]!)) continue;
            const range = document.createRange();
            range.setStart(node, i);
            range.setEnd(node, i + 1);
            const box = range.getBoundingClientRect();
            boxes.push({ index, x: box.left + box.width / 2 });
          }
        }
        return boxes.sort((a, b) => a.x - b.x).map((b) => b.index);
      };
      const alone = document.createElement('div');
      alone.dir = 'auto';
      alone.style.cssText = 'position:fixed;inset-block-start:0;visibility:hidden;white-space:pre;unicode-bidi:isolate';
      alone.textContent = el.textContent;
      el.ownerDocument.body.append(alone);
      const result = { shown: order(el), expected: order(alone) };
      alone.remove();
      return result;
    });
}

/**
 * On a phone no table cell lies outside the window, not even inside a frame that scrolls sideways:
 * a table that does not fit must stack its rows or become cards, not hide columns off the screen
 * with no sign that there are more. (A table's header row kept only for screen readers, clipped to
 * nothing, is left out.)
 */
export async function cellsOutsideViewport(page: Page): Promise<string[]> {
  return page.evaluate((describeSource) => {
    const describe = eval(describeSource) as (el: Element) => string;
    const clippedAway = (el: Element) => {
      for (let up: Element | null = el; up && up !== document.body; up = up.parentElement) {
        if (getComputedStyle(up).clipPath !== 'none') return true;
      }
      return false;
    };
    const problems: string[] = [];
    for (const cell of Array.from(document.querySelectorAll('td, th, [role="cell"], [role="columnheader"]'))) {
      if (!cell.checkVisibility({ opacityProperty: true, visibilityProperty: true }) || clippedAway(cell)) continue;
      const r = cell.getBoundingClientRect();
      if (r.width < 1 || r.height < 1) continue;
      if (r.left < -1 || r.right > window.innerWidth + 1) {
        problems.push(
          `${describe(cell)} at x ${Math.round(r.left)}..${Math.round(r.right)} in a ${window.innerWidth}px window`,
        );
      }
    }
    return problems;
  }, DESCRIBE);
}

/**
 * No two pieces of text run into each other ("3,000 ر.س2,000 ر.س" on an axis, a label over a value):
 * every line of text is compared with the lines of other elements that can show together (the same
 * layer: the page, or one fixed or sticky element), each cut to the part its scrolling or clipping
 * boxes let show. Overlaps under 2 px (touching descenders) are not collisions.
 */
export async function collidingText(page: Page): Promise<string[]> {
  return page.evaluate((describeSource) => {
    const describe = eval(describeSource) as (el: Element) => string;
    interface Line {
      el: Element;
      layer: Element | null;
      left: number;
      right: number;
      top: number;
      bottom: number;
    }
    const lines: Line[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const range = document.createRange();
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const el = node.parentElement;
      if (!node.textContent?.trim() || !el?.checkVisibility({ opacityProperty: true, visibilityProperty: true })) {
        continue;
      }
      // The boxes that cut what it shows, and the layer it is drawn in.
      let layer: Element | null = null;
      const clips: DOMRect[] = [];
      for (let up: Element | null = el; up && up !== document.body; up = up.parentElement) {
        const style = getComputedStyle(up);
        if (style.overflowX !== 'visible' || style.overflowY !== 'visible' || style.clipPath !== 'none') {
          clips.push(up.getBoundingClientRect());
        }
        if (!layer && (style.position === 'fixed' || style.position === 'sticky')) layer = up;
      }
      range.selectNodeContents(node);
      for (const box of Array.from(range.getClientRects())) {
        let [left, right, top, bottom] = [box.left, box.right, box.top, box.bottom];
        for (const clip of clips) {
          left = Math.max(left, clip.left);
          right = Math.min(right, clip.right);
          top = Math.max(top, clip.top);
          bottom = Math.min(bottom, clip.bottom);
        }
        if (right - left >= 1 && bottom - top >= 1) lines.push({ el, layer, left, right, top, bottom });
      }
    }
    lines.sort((a, b) => a.top - b.top);
    const problems = new Set<string>();
    for (let i = 0; i < lines.length; i += 1) {
      const a = lines[i]!;
      for (let j = i + 1; j < lines.length && lines[j]!.top < a.bottom - 2; j += 1) {
        const b = lines[j]!;
        if (a.el === b.el || a.layer !== b.layer || a.el.contains(b.el) || b.el.contains(a.el)) continue;
        const across = Math.min(a.right, b.right) - Math.max(a.left, b.left);
        const down = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
        if (across >= 2 && down >= 2) problems.add(`${describe(a.el)} runs into ${describe(b.el)}`);
      }
    }
    return [...problems];
  }, DESCRIBE);
}

/**
 * Icons a screen reader reads out say something in the person's language: antd names each icon
 * after itself in English ("calendar", "info-circle", and "Increase Value" on a number's arrows),
 * which must be hidden (the text beside it says what it means) or given a translated label. An icon
 * inside a control named by its own aria-label is not read, and not checked.
 */
export async function untranslatedIconLabels(page: Page): Promise<string[]> {
  return page.evaluate((describeSource) => {
    const describe = eval(describeSource) as (el: Element) => string;
    const problems: string[] = [];
    const icons = document.querySelectorAll('.anticon[aria-label], .ant-input-number-action[aria-label]');
    for (const icon of Array.from(icons)) {
      if (icon.closest('[aria-hidden="true"]')) continue;
      const control = icon.parentElement?.closest('button, a, [role="button"], [role="tab"], [role="img"]');
      if (control?.hasAttribute('aria-label') || control?.hasAttribute('aria-labelledby')) continue;
      const label = icon.getAttribute('aria-label') ?? '';
      const iconName = /\banticon-([a-z0-9-]+)/.exec(icon.className)?.[1];
      if (label === iconName || icon.classList.contains('ant-input-number-action')) {
        problems.push(`${describe(icon)} is read as "${label}" inside ${describe(icon.parentElement ?? icon)}`);
      }
    }
    return problems;
  }, DESCRIBE);
}
