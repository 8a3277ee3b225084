import type { FrameHandlers } from '@appkit/frame/endpoint'
import type { FrameContext } from './frame-context.js'

type UiHandlers = Pick<FrameHandlers, 'SYNC_THEME' | 'SYNC_DAPP_DATA' | 'RELOAD'>

/** What the approval screen shows and how: the dapp's theme and name/icon; and RELOAD. */
export function uiHandlers(ctx: FrameContext): UiHandlers {
  return {
    SYNC_THEME(theme) {
      ctx.applyTheme(theme)
      return undefined
    },
    SYNC_DAPP_DATA(dappData) {
      ctx.state.dappData = dappData
      return undefined
    },
    RELOAD() {
      // A task after this one: the reply is posted first, then the page loads itself again.
      setTimeout(() => ctx.reload(), 0)
      return undefined
    },
  }
}
