import { openPairLoad, type PairLoad, type PairLoadOptions } from './pair-load.js'
import type { CallHandlers } from './ts-process.js'

/** The commands a client process answers: open its pairs, publish, settle and report. */
export function pairCalls(): CallHandlers {
  let load: PairLoad | undefined
  const opened = () => {
    if (!load) throw new Error('Open the pairs first.')
    return load
  }
  return {
    async open(command) {
      load = await openPairLoad(command.options as PairLoadOptions)
      return true
    },
    async publish(command) {
      await opened().publish(Number(command.durationMs))
      return true
    },
    settle: (command) => opened().settle(Number(command.timeoutMs)),
    close() {
      load?.close()
      return true
    },
  }
}
