import { AxeBuilder } from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { expect, modal } from './fixtures.js'

// axe over what a user sees of AppKit: the open modal (a native <dialog> in the shadow root of
// <appkit-modal>) or, with the modal closed, the page with our buttons. WCAG 2.0 and 2.1, A and AA.
// Each view is checked in both themes: the lab follows the browser's colour scheme as it changes
// (main.tsx), so a flow is walked once and each view switched from light to dark where it stands.

const WCAG_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']

export type Theme = 'light' | 'dark'
const BOTH_THEMES: readonly Theme[] = ['light', 'dark']

type Violation = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'][number]

/** The modal's dialog, inside its shadow root. */
const DIALOG = { fromShadowDom: ['appkit-modal', 'dialog'] as [string, string] }

/** One line per element axe flagged: what rule, how bad, where, and axe's own summary of why. */
function summary(violations: Violation[]): string {
  return violations
    .flatMap((violation) =>
      violation.nodes.map(
        (node) =>
          `[${violation.id}] (${node.impact ?? violation.impact}) ${JSON.stringify(node.target)}\n  ${node.failureSummary?.replaceAll('\n', '\n  ')}`,
      ),
    )
    .join('\n')
}

/** Switches the colour scheme and waits until every AppKit shadow root (buttons, modal) shows it. */
async function showTheme(page: Page, theme: Theme) {
  await page.emulateMedia({ colorScheme: theme })
  await expect(page.locator('.apk-root').first()).toBeAttached()
  await expect(page.locator(`.apk-root:not([data-theme="${theme}"])`)).toHaveCount(0)
}

async function expectNoViolations(
  page: Page,
  what: string,
  themes: readonly Theme[],
  build: (axe: AxeBuilder) => AxeBuilder,
) {
  for (const theme of themes) {
    await showTheme(page, theme)
    const results = await build(new AxeBuilder({ page }).withTags(WCAG_AA)).analyze()
    // Soft: one run of a flow reports every view's violations, not only the first view's.
    expect
      .soft(
        results.violations.map((violation) => violation.id),
        `axe in ${what} (${theme} theme):\n${summary(results.violations)}`,
      )
      .toEqual([])
  }
}

/**
 * The open modal, whatever view it shows, in each of `themes` (both by default); the view's name goes
 * into the failure message. A view that lasts only as long as a toast (2.5 s) has time for one theme.
 */
export async function expectAccessibleModal(page: Page, view: string, themes = BOTH_THEMES) {
  await expect(modal(page)).toBeVisible()
  await expectNoViolations(page, `the modal (${view})`, themes, (axe) => axe.include(DIALOG))
}

/**
 * The page with the modal closed: our buttons in their shadow roots and the lab's own chrome.
 * With the modal open, the page behind it is inert and the dialog is what counts.
 */
export async function expectAccessiblePage(page: Page, what: string) {
  await expect(modal(page)).toBeHidden()
  await expectNoViolations(page, `the page (${what})`, BOTH_THEMES, (axe) => axe)
}
