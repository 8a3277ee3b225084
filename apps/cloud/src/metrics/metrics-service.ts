import type { Service } from '../http/service.js'
import type { MetricsRegistry } from './registry.js'

/** Prometheus's text exposition format. */
export const PROMETHEUS_CONTENT_TYPE = 'text/plain; version=0.0.4; charset=utf-8'

/**
 * GET /metrics: every figure of the registry for Prometheus. It names no user, key or address
 * (labels are service names and route classes only), so the port's Host check is its only guard;
 * a deployment that wants it private keeps it off the public load balancer's paths.
 */
export function metricsService(registry: Pick<MetricsRegistry, 'render'>): Service {
  return {
    handle(req, res, url) {
      if (url.pathname !== '/metrics' || req.method !== 'GET') return false
      res.writeHead(200, { 'content-type': PROMETHEUS_CONTENT_TYPE, 'cache-control': 'no-store' })
      res.end(registry.render())
      return true
    },
  }
}
