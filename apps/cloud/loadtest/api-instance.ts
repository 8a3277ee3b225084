import { apiInstanceCalls } from './api-calls.js'
import { serveCalls } from './ts-process.js'

/* One API instance of the load test in a process of its own (api-calls.ts). */
const calls = apiInstanceCalls()
serveCalls(calls)

process.on('SIGTERM', () => {
  void Promise.resolve(calls.close?.({})).then(() => process.exit(0))
})
