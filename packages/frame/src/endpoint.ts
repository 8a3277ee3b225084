// The frame side, for the secure site only: a dapp imports '@appkit/frame' and never bundles this.

export * from './endpoint/create-frame-endpoint.js'
export { checkParentOrigin } from './endpoint/parent-origin.js'
export type * from './endpoint/run-handler.js'
export * from './schema/index.js'
export type { FrameWarn } from './warn.js'
