import { InvalidFrameOriginError } from '@appkit/common'

/** The frame URL's query (spec §7). */
export interface FrameUrlOptions {
  /** The secure site's page that hosts the frame, e.g. 'https://secure.example.com/'. */
  secureSiteUrl: string
  projectId: string
  chainId?: string | number
  /** The SDK version, e.g. 'html-wagmi-4.2.2'. */
  version: string
  /** Spec §9: logging is on by default. */
  enableLogger?: boolean
  rpcUrl?: string
  enableCloudAuthAccount?: boolean
}

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]'])

/**
 * The origin every message goes to and the only one accepted from. https only, except on loopback
 * hosts, where the self-hosted cloud runs on plain http during development.
 */
export function secureSiteOrigin(secureSiteUrl: string): string {
  let url: URL
  try {
    url = new URL(secureSiteUrl)
  } catch (cause) {
    throw new InvalidFrameOriginError({ details: 'The secure site URL does not parse.', cause })
  }
  const secure = url.protocol === 'https:' || (url.protocol === 'http:' && LOOPBACK_HOSTS.has(url.hostname))
  if (!secure) {
    throw new InvalidFrameOriginError({
      details: 'The secure site must be served over https (http on localhost only).',
    })
  }
  return url.origin
}

export function buildFrameUrl(options: FrameUrlOptions): string {
  secureSiteOrigin(options.secureSiteUrl)
  const url = new URL(options.secureSiteUrl)
  const query = url.searchParams
  query.set('projectId', options.projectId)
  if (options.chainId !== undefined) query.set('chainId', String(options.chainId))
  query.set('version', options.version)
  query.set('enableLogger', String(options.enableLogger ?? true))
  if (options.rpcUrl !== undefined) query.set('rpcUrl', options.rpcUrl)
  if (options.enableCloudAuthAccount) query.set('enableCloudAuthAccount', 'true')
  return url.href
}
