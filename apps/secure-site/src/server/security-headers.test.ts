import { describe, expect, it } from 'vitest'
import { pageCsp } from './security-headers.js'

const directive = (csp: string, name: string) =>
  csp
    .split('; ')
    .find((part) => part.startsWith(`${name} `))
    ?.slice(name.length + 1)

describe('pageCsp', () => {
  it('lets exactly the allowed origins frame the page', () => {
    const csp = pageCsp({
      ancestors: ['http://127.0.0.1:4173', 'https://a.example'],
      connectTo: [],
      imagesFrom: [],
    })
    expect(directive(csp, 'frame-ancestors')).toBe('http://127.0.0.1:4173 https://a.example')
  })

  it('denies framing when no origin is allowed (the cloud failed or lists none)', () => {
    expect(directive(pageCsp({ ancestors: [], connectTo: [], imagesFrom: [] }), 'frame-ancestors')).toBe(
      "'none'",
    )
    expect(
      directive(
        pageCsp({ ancestors: ['*', 'not an origin'], connectTo: [], imagesFrom: [] }),
        'frame-ancestors',
      ),
    ).toBe("'none'")
  })

  it('connects only to itself, the cloud and the RPC endpoint', () => {
    const csp = pageCsp({
      ancestors: [],
      connectTo: ['http://127.0.0.1:8787/base', 'http://127.0.0.1:8545/', 'javascript:alert(1)', 'nonsense'],
      imagesFrom: [],
    })
    expect(directive(csp, 'connect-src')).toBe("'self' http://127.0.0.1:8787 http://127.0.0.1:8545")
    expect(directive(csp, 'script-src')).toBe("'self'")
    expect(directive(csp, 'default-src')).toBe("'none'")
  })

  it('an injected script cannot beacon data out through an image of any host', () => {
    const csp = pageCsp({
      ancestors: [],
      connectTo: [],
      imagesFrom: ['http://127.0.0.1:4173', '*', 'http:', 'https://a.example/path'],
    })
    expect(directive(csp, 'img-src')).toBe("'self' data: http://127.0.0.1:4173")
  })
})
