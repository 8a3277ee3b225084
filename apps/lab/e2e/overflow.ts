import type { Page } from '@playwright/test'

/**
 * The text of the open modal that does not fit its row: an element whose content is wider than its
 * box and not cut with an ellipsis, or text that reaches outside the modal's card. One line each.
 */
export function overflowingText(page: Page): Promise<string[]> {
  return page.locator('appkit-modal').evaluate((host) => {
    const root = host.shadowRoot
    const card = root?.querySelector('.apk-card')?.getBoundingClientRect()
    if (!root || !card) return ['no modal card']
    const found: string[] = []
    for (const element of root.querySelectorAll<HTMLElement>('.apk-card *')) {
      const text = [...element.childNodes]
        .filter((node) => node.nodeType === Node.TEXT_NODE)
        .map((node) => node.textContent ?? '')
        .join('')
        .trim()
      if (!text) continue
      const style = getComputedStyle(element)
      const box = element.getBoundingClientRect()
      if (box.width === 0 || style.visibility === 'hidden') continue
      const wider =
        style.display !== 'inline' &&
        element.scrollWidth > element.clientWidth + 1 &&
        style.textOverflow !== 'ellipsis'
      const outside = box.left < card.left - 1 || box.right > card.right + 1
      if (wider || outside) {
        found.push(
          `<${element.localName} class="${element.className}"> "${text.slice(0, 60)}"${outside ? ' (outside the card)' : ''}`,
        )
      }
    }
    return found
  })
}
