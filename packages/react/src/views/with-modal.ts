import { mountModalRoot } from '../modal/modal-root.js'
import { ViewSwitch } from './view-switch.js'

/**
 * What a lazy view re-exports so that Rolldown counts it as loaded after the modal (lazy-views.tsx
 * says why): the modal's frame and its other views, all the page's code the modal reaches, with no
 * way back to the lazy views (no import loop).
 */
export const withModal = [mountModalRoot, ViewSwitch] as const
