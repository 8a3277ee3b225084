import { type CSSProperties, useState } from 'react'
import { fallbackMark } from './fallback-mark.js'

export interface ImageWithFallbackProps {
  /** Tried in order: the next when one fails to load. */
  sources: readonly string[]
  name: string
  /** What tells this entry apart from another of the same name (a CAIP id, an address). */
  id?: string
  /** Sources may still arrive (the bundled marks are loading): draw an empty tile, not letters. */
  pending?: boolean
}

/**
 * An image, falling through its sources; when all fail (or there are none), the entry's two
 * letters on a colour of its own, so two entries of one screen never share a stand-in.
 */
export function ImageWithFallback({ sources, name, id, pending = false }: ImageWithFallbackProps) {
  const [failed, setFailed] = useState<ReadonlySet<string>>(() => new Set())
  const src = sources.find((source) => !failed.has(source))
  if (src) {
    return (
      <img
        key={src}
        src={src}
        alt=""
        width={36}
        height={36}
        decoding="async"
        onError={() => setFailed((before) => new Set(before).add(src))}
      />
    )
  }
  if (pending) return <span className="apk-placeholder" aria-hidden="true" />
  const mark = fallbackMark(name, id)
  return (
    <span
      className="apk-placeholder apk-mark"
      data-initial={mark.letters}
      style={{ '--apk-mark-hue': mark.hue } as CSSProperties}
      aria-hidden="true"
    />
  )
}
