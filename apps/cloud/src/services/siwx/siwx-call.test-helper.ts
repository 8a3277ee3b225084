import type { RunningServer } from '../../http/server.js'

// biome-ignore lint/suspicious/noExplicitAny: tests read the JSON answers' fields freely
export type SiwxAnswer = { status: number; body: any; headers: Headers }

export interface SiwxCallOptions {
  json?: unknown
  raw?: string
  token?: string
  /** Sent as the request's Origin, as a browser sends it (Node's fetch sends none). */
  origin?: string
  /** Which of the servers (instances on one database) answers. */
  instance?: number
  /** Sent as X-Forwarded-For, as a load balancer in front of the cloud adds it. */
  forwardedFor?: string
}

/** Calls /siwx/v1 on one of `servers` as a page would: JSON in, JSON (or nothing) back. */
export function siwxCaller(servers: RunningServer[]) {
  return async function call(
    method: string,
    path: string,
    options: SiwxCallOptions = {},
  ): Promise<SiwxAnswer> {
    const headers: Record<string, string> = {}
    if (options.json !== undefined || options.raw !== undefined) headers['content-type'] = 'application/json'
    if (options.token !== undefined) headers.authorization = `Bearer ${options.token}`
    if (options.origin !== undefined) headers.origin = options.origin
    if (options.forwardedFor !== undefined) headers['x-forwarded-for'] = options.forwardedFor
    const body = options.raw ?? (options.json === undefined ? undefined : JSON.stringify(options.json))
    const response = await fetch(`${servers[options.instance ?? 0]!.url}${path}`, { method, headers, body })
    const text = await response.text()
    return {
      status: response.status,
      body: text === '' ? undefined : JSON.parse(text),
      headers: response.headers,
    }
  }
}
