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
  // The query's rpcUrl is the dapp's choice and opens nothing: the page talks to the chain through
  // the cloud's RPC endpoint unless rpcUrl is on this site or the cloud (boot/rpc-base.ts).
  const csp = pageCsp({ ancestors, connectTo: [cloudUrl], imagesFrom: ancestors })
  const html = options.indexHtml.replace(PAGE_CONFIG_MARKER, pageConfigScript({ cloudUrl }))
  return { html, csp }
}
