import { openPairLoad, type PairLoad, type PairLoadOptions } from './pair-load.js'
import { serveCalls } from './ts-process.js'

/* A process of load-test clients: the pairs of sockets the parent gives it (pair-load.ts). */
let load: PairLoad | undefined

serveCalls({
  async open(command) {
    load = await openPairLoad(command.options as PairLoadOptions)
    return true
  },
  async publish(command) {
    await load!.publish(Number(command.durationMs))
    return true
  },
  settle: (command) => load!.settle(Number(command.timeoutMs)),
})
