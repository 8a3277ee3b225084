import { performance } from 'node:perf_hooks'
import { GetConnection } from './get-connection.js'
import type { CallHandlers } from './ts-process.js'

/*
 * API clients: `connections` keep-alive connections spread over the instances, each
 * sending its next GET as soon as the previous one is answered, for `durationMs` (get-connection.ts
 * says why not Node's own HTTP client).
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
  const latencies: number[] = []
  let errors = 0
  let firstError: string | undefined
  const start = performance.now()
  const end = start + options.durationMs
  const open: GetConnection[] = []
  const connection = async (index: number) => {
    const url = new URL(options.urls[index % options.urls.length]!)
    let current: GetConnection | undefined
    while (performance.now() < end) {
      if (current === undefined) {
        current = new GetConnection(url.hostname, Number(url.port))
        open.push(current)
      }
      const started = performance.now()
      try {
        const answer = await current.get(options.path)
        if (answer.status === 200) latencies.push(performance.now() - started)
        else {
          errors++
          firstError ??= `${answer.status} ${answer.body?.slice(0, 200)}`
        }
      } catch (error) {
        // The connection is lost; the next request opens another, as a browser would.
        errors++
        firstError ??= error instanceof Error ? error.message : String(error)
        current = undefined
      }
    }
  }
  await Promise.all(Array.from({ length: options.connections }, (_, i) => connection(i)))
  for (const connection of open) connection.close()
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
  return {
    // Answered once the process has loaded: the run's CPU is counted from there.
    ready: () => true,
    run: (command) => run(command.options as ApiWorkerOptions),
  }
}
