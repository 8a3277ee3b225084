/** The options of `pnpm loadtest` (README, "Load test"). */
export interface LoadtestArgs {
  mode: 'relay' | 'api'
  sockets: number
  rate: number
  durationSeconds: number
  /** How long to wait after the last publish for the deliveries still on their way. */
  settleSeconds: number
  fault: boolean
  workers: number
  /** API mode: concurrent connections. */
  connections: number
  /** Redis's append-only file: synced once a second (Redis's default) or before every answer. */
  fsync: 'everysec' | 'always'
}

export const LOADTEST_USAGE =
  'Usage: pnpm loadtest [--sockets 10000] [--rate 1000] [--duration 30] [--settle 30] [--workers 2] [--fault] [--fsync everysec|always]\n' +
  '       pnpm loadtest --api [--connections 64] [--duration 30] [--workers 2]'

const DEFAULTS: LoadtestArgs = {
  mode: 'relay',
  sockets: 10_000,
  rate: 1000,
  durationSeconds: 30,
  settleSeconds: 30,
  fault: false,
  workers: 2,
  connections: 64,
  fsync: 'everysec',
}

const NUMBERS = {
  '--sockets': 'sockets',
  '--rate': 'rate',
  '--duration': 'durationSeconds',
  '--settle': 'settleSeconds',
  '--workers': 'workers',
  '--connections': 'connections',
} as const

/** Reads `--name value` and `--name=value`; throws the usage with the first problem. */
export function parseLoadtestArgs(argv: readonly string[]): LoadtestArgs {
  const args = { ...DEFAULTS }
  const words = argv.flatMap((word) => (word.startsWith('--') ? word.split(/=(.*)/s, 2) : [word]))
  for (let i = 0; i < words.length; i++) {
    const word = words[i]!
    if (word === '--api') args.mode = 'api'
    else if (word === '--fault') args.fault = true
    else if (word === '--fsync') {
      const value = words[++i]
      if (value !== 'everysec' && value !== 'always') {
        throw new Error(`--fsync is everysec or always, got "${value ?? ''}".\n${LOADTEST_USAGE}`)
      }
      args.fsync = value
    } else if (word in NUMBERS) {
      const value = Number(words[++i])
      if (!Number.isInteger(value) || value < 1) {
        throw new Error(`${word} takes a whole number above 0, got "${words[i] ?? ''}".\n${LOADTEST_USAGE}`)
      }
      args[NUMBERS[word as keyof typeof NUMBERS]] = value
    } else throw new Error(`Unknown argument "${word}".\n${LOADTEST_USAGE}`)
  }
  if (args.fault && args.mode === 'api') throw new Error(`--fault is a relay run's.\n${LOADTEST_USAGE}`)
  return args
}
