import type { Page } from '@playwright/test'
import { expect, test } from './fixtures.js'

/**
 * The page's background as the eye sees it: its relative luminance, 0 (black) to 1 (white). A
 * transparent page shows the browser's canvas: white unless the page asked for a dark scheme.
 */
const pageLuminance = (page: Page) =>
  page.evaluate(() => {
    const painted = [document.body, document.documentElement]
      .map((element) => getComputedStyle(element).backgroundColor)
      .find((colour) => !/^rgba\(.*, 0\)$|^transparent$/.test(colour))
    const dark = getComputedStyle(document.documentElement).colorScheme.includes('dark')
    const colour = painted ?? (dark ? 'rgb(18, 18, 18)' : 'rgb(255, 255, 255)')
    const [r, g, b] = (colour.match(/\d+(\.\d+)?/g) ?? []).map(Number)
    const linear = (c = 255) => {
      const v = c / 255
      return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4
    }
    return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b)
  })

test.describe('in dark mode', () => {
  test.use({ colorScheme: 'dark' })

  test("the lab's page stays light in dark mode: it follows the system, and the lab's theme switch", async ({
    page,
    lab,
  }) => {
    await lab.open()
    const theme = page.getByRole('button', { name: /^Theme:/ })
    await expect(theme).toHaveText('Theme: dark')
    expect(await pageLuminance(page)).toBeLessThan(0.05)
    await theme.click()
    await expect(theme).toHaveText('Theme: light')
    await expect.poll(() => pageLuminance(page)).toBeGreaterThan(0.9)
    await theme.click()
    await expect.poll(() => pageLuminance(page)).toBeLessThan(0.05)
  })
})

test('in light mode, the page is light', async ({ page, lab }) => {
  await lab.open()
  expect(await pageLuminance(page)).toBeGreaterThan(0.9)
})
