import type { View } from '../types/views.js'
import { type RouterData, type RouterState, setViewData } from './router.js'

/** Shows a view over the current one; the view already shown only takes the new data. */
export function pushView(state: RouterState, view: View, data?: RouterData): void {
  if (view === state.view) {
    setViewData(state, data ?? state.data)
    return
  }
  state.history.push(view)
  state.view = view
  setViewData(state, data)
}

/** Pops one view; returns the view now shown, or undefined when there was no history left. */
export function popView(state: RouterState): View | undefined {
  if (state.history.length <= 1) return undefined
  state.history.pop()
  const view = state.history[state.history.length - 1]!
  state.view = view
  return view
}
