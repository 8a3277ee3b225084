import { ERROR_REPORTS_MAX } from '@appkit/common'
import type { SessionCore } from '../core/core.js'
import type { AppKitEvent } from '../state/events.js'
import type { AnalyticsHost, FailureMoment, TrackedMoment } from './analytics-event.js'
import type { AnalyticsSink } from './run-analytics.js'

export type LoadAnalytics = (core: SessionCore, host: AnalyticsHost) => Promise<AnalyticsSink | undefined>

// Its own chunk: a dapp that never turns analytics on never loads it.
const loadFromPage: LoadAnalytics = (core, host) =>
  import('./run-analytics.js').then(({ startAnalytics, browserDeps }) => startAnalytics(browserDeps(core, host)))

/**
 * Sends the instance's tracking events and failures to the analytics host while
 * `features.analytics` is on (read at each event, so a remote config that turns it on or off
 * counts). Nothing loads and nothing is sent before the first tracking event, which follows an act
 * of the visitor or a call of the dapp: failures before it wait for it. The host is asked once.
 */
export function attachAnalytics(core: SessionCore, host: AnalyticsHost, load = loadFromPage): void {
  let sink: AnalyticsSink | undefined
  let phase: 'idle' | 'loading' | 'on' | 'off' = 'idle'
  const tracked: TrackedMoment[] = []
  const failures: FailureMoment[] = []
  const wanted = () => core.options.features.analytics && phase !== 'off' && !core.internal.destroyed

  const start = () => {
    phase = 'loading'
    load(core, host)
      .catch(() => undefined)
      .then((started) => {
        if (started === undefined || core.internal.destroyed) {
          phase = 'off'
          started?.stop()
        } else {
          sink = started
          phase = 'on'
          for (const moment of tracked.splice(0)) started.track(moment)
          for (const failure of failures.splice(0)) started.report(failure)
        }
        tracked.length = 0
        failures.length = 0
      })
  }
  const onEvent = (event: AppKitEvent) => {
    if (!wanted()) return
    const moment = momentOf(core, event)
    if (sink) return sink.track(moment)
    tracked.push(moment)
    if (phase === 'idle') start()
  }
  const onFailure = (name: string, error: unknown) => {
    if (!wanted()) return
    const failure = { event: name, error, timestamp: Date.now() }
    if (sink) return sink.report(failure)
    // The throttle would drop the rest anyway.
    if (failures.length < ERROR_REPORTS_MAX) failures.push(failure)
  }

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

function momentOf(core: SessionCore, event: AppKitEvent): TrackedMoment {
  const namespace = core.chains.activeNamespace
  const chain = namespace ? core.chains.chains[namespace] : undefined
  return {
    event: event.data.event,
    properties: event.data.properties,
    timestamp: event.timestamp,
    address: chain?.account.address,
    caipNetworkId: chain?.caipNetwork?.caipNetworkId,
  }
}
