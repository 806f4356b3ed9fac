import type { Page } from '@playwright/test';

/**
 * A screen in one of its states: its first row's side panel open (a message, a customer), the first
 * visit of the visits screen's week open, or its add dialog.
 */
export type ScreenState = 'row-panel' | 'visit-panel' | 'add-dialog';

/** Puts the open screen in `state` and waits until it has settled there. */
export async function enterState(page: Page, state: ScreenState): Promise<void> {
  if (state === 'row-panel' || state === 'visit-panel') {
    await page
      .locator(state === 'row-panel' ? '.item-open' : '.visit-block')
      .first()
      .click();
    await page.getByRole('dialog').waitFor({ state: 'visible' });
  } else {
    // The screen's "add" is its primary button with a plus.
    await page.locator('.ant-btn-primary:has(.anticon-plus)').first().click();
    await page.getByRole('dialog').waitFor({ state: 'visible' });
  }
  // Settled: nothing running but endless spinners and the ripple of the tapped button, which fades
  // for two seconds behind the dialog's mask.
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (a) =>
          a.playState !== 'running' ||
          a.effect?.getTiming().iterations === Infinity ||
          (a.effect instanceof KeyframeEffect && a.effect.target?.closest('.ant-wave')),
      ),
  );
}
