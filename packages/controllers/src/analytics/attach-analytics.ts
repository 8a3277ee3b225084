import type { SessionCore } from '../core/core.js'
import type { AppKitEvent } from '../state/events.js'
import type { AnalyticsHost, AnalyticsLimits, FailureMoment } from './analytics-event.js'
import { momentOf } from './moment-of.js'
import { type AnalyticsSink, browserDeps, startAnalytics } from './run-analytics.js'

export type LoadAnalytics = (
  core: SessionCore,
  host: AnalyticsHost,
  limits: AnalyticsLimits,
) => Promise<AnalyticsSink | undefined>

const fromPage: LoadAnalytics = (core, host, limits) => startAnalytics({ ...browserDeps(core, host), limits })

/**
 * Sends the instance's tracking events and failures to the analytics host while
 * `features.analytics` is on (read at each event, so a remote config that turns it on or off
 * counts), starting with the events `held` since the first one (watch-first-event.ts). The host is
 * asked once; until it answers, events and failures wait.
 */
export function attachAnalytics(
  core: SessionCore,
  held: readonly AppKitEvent[],
  hold: (event: AppKitEvent) => void,
  limits: AnalyticsLimits,
  load = fromPage,
): void {
  core.internal.eventListeners.delete(hold)
  const { analyticsUrl: url, sdkVersion = '' } = core.options
  if (core.internal.destroyed || !url) return
  const host = { url, sdkVersion }
  let sink: AnalyticsSink | undefined
  let off = false
  // The account and network of the wait's events are those of now: the wait was the chunk's load.
  const tracked = held.map((event) => momentOf(core, event))
  const failures: FailureMoment[] = []
  const wanted = () => core.options.features.analytics && !off && !core.internal.destroyed

  const onEvent = (event: AppKitEvent) => {
    if (!wanted()) return
    const moment = momentOf(core, event)
    if (sink) return sink.track(moment)
    tracked.push(moment)
  }
  const onFailure = (name: string, error: unknown) => {
    if (!wanted()) return
    const failure = { event: name, error, timestamp: Date.now() }
    if (sink) return sink.report(failure)
    // The throttle would drop the rest anyway.
    if (failures.length < limits[2]) failures.push(failure)
  }
  Promise.resolve()
    .then(() => load(core, host, limits))
    .catch(() => undefined)
    .then((started) => {
      if (started === undefined || core.internal.destroyed) {
        off = true
        started?.stop()
      } else {
        sink = started
        for (const moment of tracked.splice(0)) started.track(moment)
        for (const failure of failures.splice(0)) started.report(failure)
      }
      tracked.length = 0
      failures.length = 0
    })

  core.internal.eventListeners.add(onEvent)
  const stops = [
    core.session.on('failed', ({ what, error }) => onFailure(what, error)),
    core.session.on('refused', ({ code, error }) => onFailure(code, error)),
  ]
  core.internal.cleanups.add(() => {
    core.internal.eventListeners.delete(onEvent)
    for (const stop of stops) stop()
    sink?.stop()
  })
}
