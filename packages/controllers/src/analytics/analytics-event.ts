/** Where the analytics host is, and the SDK's version sent with every call (spec §7). */
export interface AnalyticsHost {
  url: string
  sdkVersion: string
}

/**
 * Spec §9's limits, from the constants module, handed down by create-core.ts (see there): the
 * batch's bytes and interval, and the error reports allowed in a window.
 */
export type AnalyticsLimits = readonly [
  flushBytes: number,
  flushIntervalMs: number,
  reportsMax: number,
  reportsWindowMs: number,
]

/** The SDK type (`st`) of every analytics call. */
export const SDK_TYPE = 'appkit'

/** The page an event happened on: its origin and path, never its query or fragment (they may hold tokens). */
export interface PageInfo {
  url: string
  domain: string
}

/** A tracking event as spec §3 shapes it for the analytics host. */
export interface AnalyticsEvent {
  eventId: string
  url: string
  domain: string
  timestamp: number
  props: {
    event: string
    address?: string
    properties: Record<string, unknown> & { caipNetworkId?: string }
  }
}

/** An error report as spec §3 shapes it, sent on its own to POST /e. */
export interface ErrorReport {
  eventId: string
  url: string
  domain: string
  timestamp: number
  props: {
    type: 'error'
    event: string
    properties: { errorType: string; errorMessage: string; stackTrace?: string; timestamp: number }
  }
}

/** What the page knew when a tracking event happened; shaped once the analytics module has loaded. */
export interface TrackedMoment {
  event: string
  properties?: Record<string, unknown>
  timestamp: number
  address?: string
  caipNetworkId?: string
}

/** A failure of the SDK's own, as it happened. */
export interface FailureMoment {
  event: string
  error: unknown
  timestamp: number
}

export function pageInfo(location: Pick<Location, 'origin' | 'pathname' | 'host'>): PageInfo {
  return { url: `${location.origin}${location.pathname}`, domain: location.host }
}

export function toAnalyticsEvent(moment: TrackedMoment, page: PageInfo, eventId: string): AnalyticsEvent {
  const properties = { ...moment.properties, caipNetworkId: moment.caipNetworkId }
  return {
    eventId,
    ...page,
    timestamp: moment.timestamp,
    props: { event: moment.event, address: moment.address, properties },
  }
}

/** Longest stack trace sent: the top frames say where; the rest is the page's own code. */
const STACK_MAX_CHARS = 4000

export function toErrorReport(
  failure: FailureMoment,
  page: PageInfo,
  eventId: string,
  described: { code: string; message: string },
): ErrorReport {
  const stack = failure.error instanceof Error ? failure.error.stack : undefined
  return {
    eventId,
    ...page,
    timestamp: failure.timestamp,
    props: {
      type: 'error',
      event: failure.event,
      properties: {
        errorType: described.code,
        errorMessage: described.message,
        stackTrace: stack?.slice(0, STACK_MAX_CHARS),
        timestamp: failure.timestamp,
      },
    },
  }
}
