import { assertOrigin } from '../services/origins/allowed-origins.js'
import { assertRelayUrl } from '../services/relay/relay-audience.js'
import { type HostCheckOptions, hostOfUrl } from './host-check.js'
import type { OriginCheckOptions } from './origin-check.js'

/** The cloud's edge settings: which names its ports answer to and which pages may use them. */
export interface EdgeConfig {
  /** ALLOWED_HOSTS: names (`name` or `name:port`) the ports answer to besides 127.0.0.1/localhost. */
  allowedHosts?: string[]
  /** TRUSTED_ORIGINS: origins whose pages may open the relay and read the chains, besides this machine's. */
  trustedOrigins?: string[]
  /**
   * RELAY_PUBLIC_URLS: the URLs clients are given for the relay behind a load balancer
   * (`wss://relay.example.com`); their tokens' `aud` names one, and the ports answer to their hosts.
   */
  relayPublicUrls?: string[]
}

/** Reads ALLOWED_HOSTS, TRUSTED_ORIGINS and RELAY_PUBLIC_URLS (comma-separated); a malformed entry stops the start. */
export function loadEdgeConfig(env: Record<string, string | undefined>): EdgeConfig {
  const allowedHosts = list(env.ALLOWED_HOSTS)
  for (const host of allowedHosts) {
    if (!/^[a-z0-9.-]+(:\d{1,5})?$|^\[[0-9a-f:]+\](:\d{1,5})?$/i.test(host)) {
      throw new Error(`ALLOWED_HOSTS must list host names (name or name:port), got "${host}".`)
    }
  }
  const trustedOrigins = list(env.TRUSTED_ORIGINS)
  for (const origin of trustedOrigins) assertOrigin('TRUSTED_ORIGINS', origin)
  const relayPublicUrls = list(env.RELAY_PUBLIC_URLS)
  for (const url of relayPublicUrls) {
    try {
      assertRelayUrl(url)
    } catch (error) {
      throw new Error(`RELAY_PUBLIC_URLS: ${(error as Error).message}`)
    }
  }
  return {
    ...(allowedHosts.length > 0 ? { allowedHosts } : {}),
    ...(trustedOrigins.length > 0 ? { trustedOrigins } : {}),
    ...(relayPublicUrls.length > 0 ? { relayPublicUrls } : {}),
  }
}

/** What the cloud's own config adds: the host of PUBLIC_URL, the secure site's and the dapps' origins. */
export interface EdgeSources extends EdgeConfig {
  publicUrl?: string
  secureSiteOrigin?: string
  allowedOrigins?: string[]
  projectOrigins?: Record<string, string[]>
}

/** The options of every port's Host and Origin checks, from the cloud's config. */
export function edgeOptions(config: EdgeSources): Required<HostCheckOptions & OriginCheckOptions> {
  const publicHosts = [config.publicUrl, ...(config.relayPublicUrls ?? [])]
    .map(hostOfUrl)
    .filter((host) => host !== undefined)
  const origins = [
    ...(config.trustedOrigins ?? []),
    ...(config.secureSiteOrigin === undefined ? [] : [config.secureSiteOrigin]),
    ...(config.allowedOrigins ?? []),
    ...Object.values(config.projectOrigins ?? {}).flat(),
  ]
  return {
    allowedHosts: [...new Set([...(config.allowedHosts ?? []), ...publicHosts])],
    trustedOrigins: [...new Set(origins)],
  }
}

function list(raw: string | undefined): string[] {
  return [
    ...new Set(
      (raw ?? '')
        .split(',')
        .map((entry) => entry.trim().toLowerCase())
        .filter((entry) => entry !== ''),
    ),
  ]
}
