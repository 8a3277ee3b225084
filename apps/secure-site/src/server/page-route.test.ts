import { describe, expect, it } from 'vitest'
import { PAGE_CONFIG_MARKER } from '../shared/page-config.js'
import { pageAnswer } from './page-route.js'

const indexHtml = `<head>${PAGE_CONFIG_MARKER}</head>`
const origins = (list: string[]) => async () => new Response(JSON.stringify({ allowedOrigins: list }))

describe('pageAnswer', () => {
  it('injects the cloud URL and frames only the project’s origins', async () => {
    const answer = await pageAnswer({
      indexHtml,
      cloudUrl: 'http://127.0.0.1:8787',
      query: new URLSearchParams('projectId=lab&rpcUrl=http://127.0.0.1:9999'),
      fetch: origins(['http://127.0.0.1:4173']),
    })
    expect(answer.html).toBe(
      '<head><script id="secure-site-config" type="application/json">{"cloudUrl":"http://127.0.0.1:8787"}</script></head>',
    )
    expect(answer.csp).toContain('frame-ancestors http://127.0.0.1:4173')
  })

  it('a dapp-chosen rpcUrl opens no connect-src, and images come only from the project’s origins', async () => {
    const answer = await pageAnswer({
      indexHtml,
      cloudUrl: 'http://127.0.0.1:8787',
      query: new URLSearchParams('projectId=lab&rpcUrl=https://collector.evil.example'),
      fetch: origins(['http://127.0.0.1:4173']),
    })
    expect(answer.csp).toContain("connect-src 'self' http://127.0.0.1:8787;")
    expect(answer.csp).toContain("img-src 'self' data: http://127.0.0.1:4173;")
    expect(answer.csp).not.toContain('evil.example')
    expect(answer.csp).not.toMatch(/img-src[^;]* https?:[ ;]/)
  })

  it('denies framing when the origins call fails', async () => {
    const answer = await pageAnswer({
      indexHtml,
      cloudUrl: 'http://127.0.0.1:8787',
      query: new URLSearchParams('projectId=lab'),
      fetch: async () => new Response('{}', { status: 503 }),
    })
    expect(answer.csp).toContain("frame-ancestors 'none'")
  })
})
