import { AxeBuilder } from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { expect, modal } from './fixtures.js'

// axe over what a user sees of AppKit: the open modal (a native <dialog> in the shadow root of
// <appkit-modal>) or, with the modal closed, the page with our buttons. WCAG 2.0 and 2.1, A and AA.

const WCAG_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']

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

async function expectNoViolations(page: Page, what: string, build: (axe: AxeBuilder) => AxeBuilder) {
  const results = await build(new AxeBuilder({ page }).withTags(WCAG_AA)).analyze()
  // Soft: one run of a flow reports every view's violations, not only the first view's.
  expect
    .soft(
      results.violations.map((violation) => violation.id),
      `axe in ${what}:\n${summary(results.violations)}`,
    )
    .toEqual([])
}

/** The open modal, whatever view it shows; the view's name goes into the failure message. */
export async function expectAccessibleModal(page: Page, view: string) {
  await expect(modal(page)).toBeVisible()
  await expectNoViolations(page, `the modal (${view})`, (axe) => axe.include(DIALOG))
}

/**
 * The page with the modal closed: our buttons in their shadow roots and the lab's own chrome.
 * With the modal open, the page behind it is inert and the dialog is what counts.
 */
export async function expectAccessiblePage(page: Page, what: string) {
  await expect(modal(page)).toBeHidden()
  await expectNoViolations(page, `the page (${what})`, (axe) => axe)
}
