import { type AnalyticsEvent, type AnalyticsHost, type ErrorReport, SDK_TYPE } from './analytics-event.js'

/** How the analytics module talks to its host; a fake one in the unit tests of the module. */
export interface AnalyticsTransport {
  /** Whether the host takes this project's analytics (GET /getAnalyticsConfig); false on any failure. */
  isEnabled(): Promise<boolean>
  sendBatch(events: AnalyticsEvent[]): void
  sendError(report: ErrorReport): void
  /** The batch with navigator.sendBeacon, for a page going away; false when the browser refused it. */
  beaconBatch(events: AnalyticsEvent[]): boolean
}

export interface HttpTransportOptions {
  host: AnalyticsHost
  projectId: string
  fetch?: typeof fetch
  sendBeacon?: (url: string, body: string) => boolean
}

/**
 * The analytics host over HTTP (spec §7). Bodies go as text/plain JSON: a "simple" request, so a
 * batch costs one request and no CORS preflight, and a beacon (which cannot set headers) is the
 * same request as a fetch.
 */
export function createHttpTransport({
  host,
  projectId,
  fetch: fetchFn = (...args) => globalThis.fetch(...args),
  sendBeacon = (url, body) => navigator.sendBeacon(url, body),
}: HttpTransportOptions): AnalyticsTransport {
  const endpoint = (path: string) => {
    const url = new URL(path, host.url.endsWith('/') ? host.url : `${host.url}/`)
    url.search = new URLSearchParams({ projectId, st: SDK_TYPE, sv: host.sdkVersion }).toString()
    return url.toString()
  }
  const batchBody = (events: AnalyticsEvent[]) =>
    JSON.stringify({ sdk: { projectId, sdkType: SDK_TYPE, sdkVersion: host.sdkVersion }, events })
  const post = (path: string, body: string) => {
    // Analytics never fail the page: a lost batch is lost.
    fetchFn(endpoint(path), {
      method: 'POST',
      body,
      headers: { 'content-type': 'text/plain;charset=UTF-8' },
      keepalive: true,
    }).catch(() => undefined)
  }
  return {
    async isEnabled() {
      try {
        const response = await fetchFn(endpoint('getAnalyticsConfig'))
        if (!response.ok) return false
        const body: unknown = await response.json()
        return isConfig(body) && body.isAnalyticsEnabled
      } catch {
        return false
      }
    },
    sendBatch: (events) => post('batch', batchBody(events)),
    sendError: (report) => post('e', JSON.stringify(report)),
    beaconBatch: (events) => {
      try {
        return sendBeacon(endpoint('batch'), batchBody(events))
      } catch {
        return false
      }
    },
  }
}

function isConfig(body: unknown): body is { isAnalyticsEnabled: boolean } {
  return (
    typeof body === 'object' &&
    body !== null &&
    typeof (body as { isAnalyticsEnabled?: unknown }).isAnalyticsEnabled === 'boolean'
  )
}
