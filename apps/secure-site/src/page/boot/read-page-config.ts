import { z } from 'zod/mini'
import {
  PAGE_CONFIG_ELEMENT_ID,
  type PageConfig,
  pageConfigSchema,
  trimBaseUrl,
} from '../../shared/page-config.js'
import { InvalidPageConfigError } from '../errors.js'

/** The config the server wrote into the page (a JSON script tag); InvalidPageConfigError otherwise. */
export function readPageConfig(document: Pick<Document, 'getElementById'>): PageConfig {
  const text = document.getElementById(PAGE_CONFIG_ELEMENT_ID)?.textContent
  if (!text) throw new InvalidPageConfigError({ details: `No #${PAGE_CONFIG_ELEMENT_ID} element` })
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch (cause) {
    throw new InvalidPageConfigError({ details: 'The config is not JSON', cause })
  }
  const parsed = z.safeParse(pageConfigSchema, json)
  if (!parsed.success) throw new InvalidPageConfigError({ details: 'cloudUrl: expected an http(s) URL' })
  return { cloudUrl: trimBaseUrl(parsed.data.cloudUrl) }
}
