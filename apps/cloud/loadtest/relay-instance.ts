import { DEFAULT_RELAY_LIMITS, type RelayLimits } from '../src/services/relay/limits.js'
import { type RunningRelay, startRelay } from '../src/services/relay/relay-server.js'
import { recordGcPauses } from './gc-pauses.js'
import { serveCalls } from './ts-process.js'

/*
 * One relay instance of the load test, in a process of its own (the relay alone, on a free port),
 * its state in the run's Redis. The quotas are the run's configuration (`limits`), so that one
 * machine's test clients may open every socket a whole deployment would see.
 */
let relay: RunningRelay | undefined
/** Handler failures and lost Redis connections: expected in a fault run, a defect otherwise. */
let errors = 0
const gcPauses = recordGcPauses()

serveCalls({
  async start(command) {
    const limits = { ...DEFAULT_RELAY_LIMITS, ...(command.limits as Partial<RelayLimits>) }
    relay = await startRelay({
      host: '127.0.0.1',
      port: 0,
      redisUrl: String(command.redisUrl),
      limits,
      onRefused: () => {},
      onError: (error) => {
        // The first few name the failure; the table counts them all.
        if (errors++ < 3)
          console.error(
            `relay instance: ${error instanceof Error ? `${error.constructor.name} ${error.message}` : error}`,
          )
      },
    })
    return { url: relay.url }
  },
  stats: (command) => ({
    sockets: relay?.socketCount() ?? 0,
    errors,
    gc: gcPauses.within(Number(command.fromMs ?? 0), Number(command.toMs ?? Date.now())),
  }),
})

process.on('SIGTERM', () => {
  void (relay?.close() ?? Promise.resolve()).then(() => process.exit(0))
})
