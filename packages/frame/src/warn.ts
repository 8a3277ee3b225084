/** Where dropped messages are reported; `console.warn` unless the caller routes it elsewhere. */
export type FrameWarn = (message: string) => void

export const WARN_PREFIX = '[@appkit/frame]'

export function defaultWarn(message: string): void {
  console.warn(`${WARN_PREFIX} ${message}`)
}
