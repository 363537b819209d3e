import type { Locator, Page } from 'playwright-core';

/**
 * The date input of `source` (src/inputs/TashkentDateInput.tsx) inside `scope`: its sections take
 * the keys, its hidden input holds the text the field shows.
 */
export const dateInput = (scope: Page | Locator, source: string) =>
  scope.locator(`.ra-input-${source}`).first();

/** Types `text` by keyboard into a date input, from its first section. */
export async function typeDate(scope: Page | Locator, source: string, text: string) {
  const input = dateInput(scope, source);
  await input.waitFor();
  await input.locator('[role="spinbutton"]').first().click();
  await input.page().keyboard.type(text);
}

/** The text a date input shows, as the language writes it (`24.11.2026`). */
export const shownDate = (scope: Page | Locator, source: string) =>
  dateInput(scope, source).locator('input').inputValue();
