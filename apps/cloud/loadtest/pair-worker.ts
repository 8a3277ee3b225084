import { pairCalls } from './pair-calls.js'
import { serveCalls } from './ts-process.js'

/* A process of load-test clients: the pairs of sockets the parent gives it (pair-load.ts). */
serveCalls(pairCalls())

process.on('SIGTERM', () => process.exit(0))
