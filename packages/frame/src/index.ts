// The app side, for the dapp (loaded on demand, when email or social login is first used). The
// frame side is '@appkit/frame/endpoint', so a dapp never bundles it.
export {
  createFrameHost,
  type FrameHost,
  type FrameHostOptions,
  type FrameRequestArgs,
  type FrameRequestOptions,
} from './host/create-frame-host.js'
export { FRAME_ALLOW, FRAME_ELEMENT_ID, FRAME_NAME } from './host/frame-element.js'
export { buildFrameUrl, type FrameUrlOptions, secureSiteOrigin } from './host/frame-url.js'
export {
  FRAME_LIFECYCLE,
  type FrameHostListener,
  type FrameHostState,
  type FrameLifecycle,
} from './host/lifecycle.js'
export { isReadOnlyRpcMethod } from './host/request-policy.js'
export * from './schema/index.js'
export type { FrameTimers } from './timers.js'
export type { FrameWarn } from './warn.js'
