import type { FrameHandlers } from '@appkit/frame/endpoint'
import { accountHandlers } from './account-handlers.js'
import { emailUpdateHandlers } from './email-update-handlers.js'
import { farcasterHandlers } from './farcaster-handlers.js'
import type { FrameContext } from './frame-context.js'
import { loginHandlers } from './login-handlers.js'
import { passkeyHandlers } from './passkey-handlers.js'
import { rpcHandlers } from './rpc-handlers.js'
import { socialHandlers } from './social-handlers.js'
import { uiHandlers } from './ui-handlers.js'

/** Every request type of the frame protocol, answered; the type makes a missing one a compile error. */
export function createHandlers(ctx: FrameContext): FrameHandlers {
  return {
    ...loginHandlers(ctx),
    ...emailUpdateHandlers(ctx),
    ...accountHandlers(ctx),
    ...uiHandlers(ctx),
    ...socialHandlers(ctx),
    ...farcasterHandlers(ctx),
    ...rpcHandlers(ctx),
    ...passkeyHandlers(ctx),
  }
}
