import { Agent, request } from 'node:http'
import { performance } from 'node:perf_hooks'
import type { CallHandlers } from './ts-process.js'

/*
 * API clients: `connections` keep-alive connections spread over the instances, each
 * sending its next GET as soon as the previous one is answered, for `durationMs`.
 */
export interface ApiWorkerOptions {
  urls: string[]
  path: string
  connections: number
  durationMs: number
}

export interface ApiWorkerResult {
  requests: number
  /** Answers other than 200, and failed requests. */
  errors: number
  /** The first of them: its status and the start of its body, or the error. */
  firstError?: string
  /** From the first request to the last answer: the rate is counted over it, not the start. */
  elapsedMs: number
  latencies: number[]
}

async function run(options: ApiWorkerOptions): Promise<ApiWorkerResult> {
  const agents = options.urls.map(() => new Agent({ keepAlive: true, maxSockets: options.connections }))
  const latencies: number[] = []
  let errors = 0
  let firstError: string | undefined
  const start = performance.now()
  const end = start + options.durationMs
  const get = (index: number) =>
    new Promise<void>((done) => {
      const started = performance.now()
      const req = request(`${options.urls[index]}${options.path}`, { agent: agents[index] }, (res) => {
        let body = ''
        res.setEncoding('utf8')
        res.on('data', (chunk: string) => {
          if (res.statusCode !== 200) body += chunk
        })
        res.on('end', () => {
          if (res.statusCode === 200) latencies.push(performance.now() - started)
          else {
            errors++
            firstError ??= `${res.statusCode} ${body.slice(0, 200)}`
          }
          done()
        })
      })
      req.on('error', (error) => {
        errors++
        firstError ??= error.message
        done()
      })
      req.end()
    })
  const connection = async (index: number) => {
    while (performance.now() < end) await get(index)
  }
  await Promise.all(
    Array.from({ length: options.connections }, (_, i) => connection(i % options.urls.length)),
  )
  for (const agent of agents) agent.destroy()
  return {
    requests: latencies.length + errors,
    errors,
    latencies,
    elapsedMs: performance.now() - start,
    ...(firstError ? { firstError } : {}),
  }
}

/** The commands of an API client process (api-client.ts serves them). */
export function apiWorkerCalls(): CallHandlers {
  return { run: (command) => run(command.options as ApiWorkerOptions) }
}
