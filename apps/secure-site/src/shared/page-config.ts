import { z } from 'zod/mini'
import { isExactHttpOrigin } from './origin.js'

/** The id of the JSON script tag the server writes into index.html and the page reads. */
export const PAGE_CONFIG_ELEMENT_ID = 'secure-site-config'
/** Where in index.html the server puts it. */
export const PAGE_CONFIG_MARKER = '<!-- secure-site:config -->'

/** The cloud's base URL: http(s), no query or fragment, so paths can be appended to it. */
const baseUrlSchema = z.string().check(
  z.maxLength(2048),
  z.refine((value) => {
    try {
      const url = new URL(value)
      return isExactHttpOrigin(url.origin) && url.search === '' && url.hash === ''
    } catch {
      return false
    }
  }, 'must be an http(s) URL without query or fragment'),
)

/** What the server tells the page: only where the cloud is. Nothing secret ever goes in here. */
export const pageConfigSchema = z.object({ cloudUrl: baseUrlSchema })
export type PageConfig = z.output<typeof pageConfigSchema>

/** The base URL without trailing slashes, so `${base}/auth/v1` never has `//`. */
export function trimBaseUrl(url: string): string {
  return url.replace(/\/+$/, '')
}

/**
 * `value` as a non-executed JSON script tag. `<`, `>`, `&` and the JS line separators are escaped,
 * so no value can close the tag and start markup of its own.
 */
export function jsonScriptTag(id: string, value: unknown): string {
  const json = JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  )
  return `<script id="${id}" type="application/json">${json}</script>`
}

/** The config as the page reads it (boot/read-page-config.ts). */
export function pageConfigScript(config: PageConfig): string {
  return jsonScriptTag(PAGE_CONFIG_ELEMENT_ID, config)
}
