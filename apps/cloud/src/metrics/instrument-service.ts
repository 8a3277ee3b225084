import type { ServerResponse } from 'node:http'
import { INTERNAL_ERROR_MESSAGE } from '../edge/internal-error.js'
import { requestIdOf } from '../edge/request-id.js'
import { sendJson } from '../http/send.js'
import type { Service } from '../http/service.js'
import type { Logger } from '../logging/logger.js'
import type { CloudMetrics } from './cloud-metrics.js'
import { routeClass } from './route-class.js'

export interface InstrumentOptions {
  /** The label and log name: `api`, `auth`, `siwx`, `explorer`, `origins`, … */
  name: string
  metrics: Pick<CloudMetrics, 'httpDuration' | 'httpErrors'>
  log: Logger
}

/**
 * `service` with its answers timed (from the moment it takes a request to the last byte out) and
 * its failures counted and logged as one event with the request id. A service that throws is
 * answered 500 here, as the server would, so the failure is logged once and in the logger's format.
 */
export function instrumentService(service: Service, options: InstrumentOptions): Service {
  const { name, metrics, log } = options
  const record = (res: ServerResponse, method: string | undefined, pathname: string, started: bigint) => {
    const done = () => {
      const seconds = Number(process.hrtime.bigint() - started) / 1e9
      const status = `${Math.floor(res.statusCode / 100)}xx`
      const route = routeClass(pathname)
      metrics.httpDuration.observe(seconds, { service: name, route, status })
      if (res.statusCode >= 500) {
        metrics.httpErrors.inc({ service: name })
        log.warn('answered with an error', {
          requestId: requestIdOf(res),
          method,
          route,
          status: res.statusCode,
          ms: Math.round(seconds * 1000),
        })
      }
    }
    // A service that answered at once may have finished before it returned.
    if (res.writableFinished) done()
    else res.once('finish', done)
  }
  return {
    async handle(req, res, url) {
      const started = process.hrtime.bigint()
      try {
        const handled = await service.handle(req, res, url)
        if (handled) record(res, req.method, url.pathname, started)
        return handled
      } catch (error) {
        record(res, req.method, url.pathname, started)
        log.error('request failed', {
          requestId: requestIdOf(res),
          method: req.method,
          route: routeClass(url.pathname),
          error,
        })
        if (!res.headersSent)
          sendJson(res, 500, { error: INTERNAL_ERROR_MESSAGE, requestId: requestIdOf(res) })
        else res.end()
        return true
      }
    },
    ...(service.upgrade ? { upgrade: service.upgrade.bind(service) } : {}),
    ...(service.close ? { close: service.close.bind(service) } : {}),
  }
}
