import { type ReactNode, useLayoutEffect, useRef, useState } from 'react'
import { createPortal } from 'react-dom'
import { useAppKitCore } from '../context.js'
import { useProxy } from '../hooks/use-proxy.js'
import { adoptStyles } from './stylesheet.js'
import { themeAttributes, themeStyle } from './theme.js'

/** Renders children inside our own shadow root: styles go neither in nor out. */
export function ShadowRoot({ tag, children }: { tag: string; children: ReactNode }) {
  const host = useRef<HTMLElement>(null)
  const [root, setRoot] = useState<ShadowRoot>()
  useLayoutEffect(() => {
    const element = host.current
    if (!element) return
    const shadow = element.shadowRoot ?? element.attachShadow({ mode: 'open' })
    adoptStyles(shadow)
    setRoot(shadow)
  }, [])
  const Tag = tag as 'span'
  return (
    <Tag ref={host} style={{ display: 'inline-block' }}>
      {root && createPortal(<Themed>{children}</Themed>, root)}
    </Tag>
  )
}

/** The root element carrying the theme mode and the dapp's theme variables. */
export function Themed({ children }: { children: ReactNode }) {
  const { themeMode, themeVariables } = useProxy(useAppKitCore().theme)
  return (
    <div className="apk-root" {...themeAttributes(themeMode)} style={themeStyle(themeVariables)}>
      {children}
    </div>
  )
}
