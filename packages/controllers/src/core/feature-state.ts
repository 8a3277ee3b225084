import type { SessionCore } from './core.js'

/**
 * What one feature keeps for an instance between calls (a request in flight, a timer), kept with
 * the feature instead of in the core's shape: made on first use, `stop` run when the instance is
 * destroyed, gone with the instance. Two instances never share it.
 */
export function featureState<S>(create: () => S, stop?: (state: S) => void): (core: SessionCore) => S {
  const states = new WeakMap<SessionCore, S>()
  return (core) => {
    let state = states.get(core)
    if (state === undefined) {
      const made = create()
      states.set(core, made)
      if (stop) core.internal.cleanups.add(() => stop(made))
      state = made
    }
    return state
  }
}
