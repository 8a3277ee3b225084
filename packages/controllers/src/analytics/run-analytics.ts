import type { SessionCore } from '../core/core.js'
import {
  type AnalyticsEvent,
  type AnalyticsHost,
  type AnalyticsLimits,
  type FailureMoment,
  type PageInfo,
  pageInfo,
  type TrackedMoment,
  toAnalyticsEvent,
  toErrorReport,
} from './analytics-event.js'
import { type AnalyticsTransport, createHttpTransport } from './analytics-transport.js'
import { type BatchClock, createEventBatcher } from './event-batcher.js'
import { createReportThrottle } from './report-throttle.js'

/** What the running analytics take from the page; fakes in the unit test. */
export interface AnalyticsDeps {
  transport: AnalyticsTransport
  limits: AnalyticsLimits
  clock: BatchClock
  page: PageInfo
  newId(): string
  /** Calls `run` when the page is hidden or closed; returns how to stop. */
  onPageHide(run: () => void): () => void
}

export interface AnalyticsSink {
  track(moment: TrackedMoment): void
  report(failure: FailureMoment): void
  /** Sends what is queued with the beacon and stops listening. */
  stop(): void
}

/**
 * Asks the host once whether it takes this project's analytics; when it does, every tracking
 * event is batched (spec §9) and every failure reported, throttled. Undefined when it does not:
 * nothing more is sent for the life of the instance.
 */
export async function startAnalytics(deps: AnalyticsDeps): Promise<AnalyticsSink | undefined> {
  const { transport, clock, page, newId, limits } = deps
  if (!(await transport.isEnabled())) return undefined
  const batcher = createEventBatcher<AnalyticsEvent>({
    send: (events) => transport.sendBatch(events),
    beacon: (events) => transport.beaconBatch(events),
    clock,
    maxBytes: limits[0],
    intervalMs: limits[1],
  })
  const throttle = createReportThrottle(() => clock.now(), limits[2], limits[3])
  const stopHide = deps.onPageHide(() => batcher.flushWithBeacon())
  return {
    track: (moment) => void batcher.add(toAnalyticsEvent(moment, page, newId())),
    report(failure) {
      if (!throttle.take()) return
      transport.sendError(toErrorReport(failure, page, newId(), describeError(failure.error)))
    },
    stop() {
      stopHide()
      batcher.flushWithBeacon()
      batcher.stop()
    },
  }
}

/**
 * The error's code (the SDK's typed errors carry one; others their name) and message. Not through
 * toAppKitError: sharing it with the page's entry made the bundler split a chunk loaded before the
 * first click.
 */
export function describeError(error: unknown): { code: string; message: string } {
  if (!(error instanceof Error)) return { code: 'UNKNOWN_ERROR', message: 'Unknown error' }
  const code = (error as { code?: unknown }).code
  return {
    code: typeof code === 'string' || typeof code === 'number' ? String(code) : error.name,
    message: error.message,
  }
}

/** The page's own clock, location, ids, fetch and beacon. */
export function browserDeps(core: SessionCore, host: AnalyticsHost): Omit<AnalyticsDeps, 'limits'> {
  return {
    transport: createHttpTransport({ host, projectId: core.options.projectId }),
    clock: {
      now: () => Date.now(),
      setTimeout: (run, ms) => setTimeout(run, ms),
      clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
    },
    page: pageInfo(location),
    newId: () => crypto.randomUUID(),
    onPageHide(run) {
      const onVisibility = () => {
        if (document.visibilityState === 'hidden') run()
      }
      document.addEventListener('visibilitychange', onVisibility)
      window.addEventListener('pagehide', run)
      return () => {
        document.removeEventListener('visibilitychange', onVisibility)
        window.removeEventListener('pagehide', run)
      }
    },
  }
}
