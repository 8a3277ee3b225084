import { createHash } from 'node:crypto'

const SIZE = 96

/**
 * A small placeholder logo: a rounded square whose colour comes from `seed` and whose text is
 * `label`. The same seed always gives the same image, so screenshots stay stable. Only letters and
 * digits reach the SVG, so nothing from a URL can inject markup.
 */
export function renderImageSvg(seed: string, label: string): string {
  const text = label.replace(/[^A-Z0-9]/g, '').slice(0, 3) || '?'
  const hue = Number.parseInt(createHash('sha256').update(seed).digest('hex').slice(0, 6), 16) % 360
  const fontSize = text.length > 2 ? 30 : 38
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}" viewBox="0 0 ${SIZE} ${SIZE}">` +
    `<rect width="${SIZE}" height="${SIZE}" rx="24" fill="hsl(${hue}, 62%, 46%)"/>` +
    `<text x="48" y="50" text-anchor="middle" dominant-baseline="middle" fill="#ffffff" ` +
    `font-family="system-ui, -apple-system, sans-serif" font-size="${fontSize}" font-weight="600">${text}</text>` +
    '</svg>'
  )
}

/** "Lab Wallet One" → "LW": the first letters of the first two words. */
export function initialsOfName(name: string): string {
  return name
    .split(/\s+/)
    .filter((word) => /[A-Za-z0-9]/.test(word))
    .slice(0, 2)
    .map((word) => word.replace(/[^A-Za-z0-9]/g, '')[0]!.toUpperCase())
    .join('')
}

/**
 * For asset, currency and token ids: up to three letters or digits of the last `:`-part, without
 * a leading 0x, so "USD" → "USD", "eip155:137" → "137", "0xa0b8…" → "A0B".
 */
export function initialsOfId(id: string): string {
  const last = id.split(':').at(-1) ?? id
  return last
    .replace(/^0x/i, '')
    .replace(/[^A-Za-z0-9]/g, '')
    .slice(0, 3)
    .toUpperCase()
}
