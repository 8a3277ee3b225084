import { featureState } from '../core/feature-state.js'

type Timer = ReturnType<typeof setTimeout>

/** The modal's own timers: the toast that hides itself, the shake of a refused close. */
export const modalTimers = featureState(
  (): { snack?: Timer; shake?: Timer } => ({}),
  (timers) => {
    clearTimeout(timers.snack)
    clearTimeout(timers.shake)
  },
)
