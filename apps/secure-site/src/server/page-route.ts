import { PAGE_CONFIG_MARKER, pageConfigScript } from '../shared/page-config.js'
import type { FetchLike } from './cloud-session.js'
import { fetchFrameAncestors } from './frame-ancestors.js'
import { pageCsp } from './security-headers.js'

export interface PageAnswer {
  html: string
  csp: string
}

/**
 * The frame page for one request: index.html with the config (the cloud's URL) and a CSP whose
 * frame-ancestors are the origins the cloud lists for the request's projectId (none on failure).
 */
export async function pageAnswer(options: {
  indexHtml: string
  cloudUrl: string
  query: URLSearchParams
  fetch?: FetchLike
}): Promise<PageAnswer> {
  const { cloudUrl, query } = options
  const ancestors = await fetchFrameAncestors({
    cloudUrl,
    projectId: query.get('projectId'),
    ...(options.fetch ? { fetch: options.fetch } : {}),
  })
  // The page talks to the chain through the rpcUrl of its query (the cloud's when absent).
  const rpcUrl = query.get('rpcUrl')
  const csp = pageCsp({ ancestors, connectTo: rpcUrl ? [cloudUrl, rpcUrl] : [cloudUrl] })
  const html = options.indexHtml.replace(PAGE_CONFIG_MARKER, pageConfigScript({ cloudUrl }))
  return { html, csp }
}
