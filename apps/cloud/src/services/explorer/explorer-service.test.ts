import { afterEach, describe, expect, it, vi } from 'vitest'
import { type RunningServer, startServer } from '../../http/server.js'
import { buildCatalogue } from './catalogue.js'
import { explorerService, withCataloguePrefix } from './explorer-service.js'
import { logoOf } from './logos.js'
import { initialsOfName } from './wallet-image.js'

const IDENTITY = 'projectId=lab-project&st=appkit&sv=html-test-1.0.0'
let server: RunningServer | undefined

afterEach(async () => {
  await server?.close()
  server = undefined
  vi.unstubAllEnvs()
})

async function start(options: Parameters<typeof explorerService>[0] = { walletCount: 300 }) {
  server = await startServer('127.0.0.1', 0, [explorerService(options)])
  return server.url
}

async function getJson(path: string, init?: RequestInit) {
  const response = await fetch(`${server!.url}${path}`, init)
  return { response, body: (await response.json()) as Record<string, unknown> }
}

describe('explorerService: GET /getWallets', () => {
  it('answers the first page of 40 by rank, with the total count', async () => {
    await start()
    const { response, body } = await getJson(`/getWallets?${IDENTITY}`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('application/json')
    expect(response.headers.get('access-control-allow-origin')).toBe('*')
    expect(body.count).toBe(300)
    expect(body.data).toEqual(buildCatalogue(300).wallets.slice(0, 40))
  })

  it('applies search, filters and paging from the query', async () => {
    await start()
    const { body } = await getJson(
      `/getWallets?${IDENTITY}&search=%20LAB%20&badge_type=certified&page=1&entries=2`,
    )
    expect(body.count).toBe(3)
    expect((body.data as { name: string }[]).map((wallet) => wallet.name)).toEqual([
      'Lab Wallet One',
      'Lab Wallet Two',
    ])
    const second = await getJson(`/getWallets?${IDENTITY}&search=lab&badge_type=certified&page=2&entries=2`)
    expect((second.body.data as { name: string }[]).map((wallet) => wallet.name)).toEqual([
      'Lab Multichain Wallet',
    ])
  })

  it('caps a page at 100 entries', async () => {
    await start()
    const { body } = await getJson(`/getWallets?${IDENTITY}&entries=1000`)
    expect(body.data).toHaveLength(100)
  })

  it('serves another catalogue size on request, and that size’s images', async () => {
    await start({ walletCount: 50 })
    const { body } = await getJson(`/getWallets?${IDENTITY}&catalogue=10000&page=250&entries=40`)
    expect(body.count).toBe(10_000)
    const last = (body.data as { order: number; image_id: string }[]).at(-1)!
    expect(last.order).toBe(10_000)
    expect((await fetch(`${server!.url}/getWalletImage/${last.image_id}`)).status).toBe(200)
    expect((await getJson(`/getWallets?${IDENTITY}`)).body.count).toBe(50)
  })

  it('takes the default size from EXPLORER_WALLETS', async () => {
    vi.stubEnv('EXPLORER_WALLETS', '12')
    await start({})
    expect((await getJson(`/getWallets?${IDENTITY}`)).body.count).toBe(12)
  })

  it.each([
    ['st=appkit&sv=1', 'Project ID Missing'],
    ['projectId=p&sv=1', 'SDK Type Missing'],
    ['projectId=p&st=appkit', 'SDK Version Missing'],
    [`${IDENTITY}&page=0`, 'Invalid page: expected a positive integer'],
    [`${IDENTITY}&entries=x`, 'Invalid entries: expected a positive integer'],
    [`${IDENTITY}&catalogue=0`, 'Invalid catalogue: expected an integer from 1 to 50000'],
  ])('answers 400 to %o', async (query, message) => {
    await start()
    const { response, body } = await getJson(`/getWallets?${query}`)
    expect(response.status).toBe(400)
    expect(response.headers.get('access-control-allow-origin')).toBe('*')
    expect(body).toEqual({ message })
  })
})

describe('explorerService: GET /getAnalyticsConfig', () => {
  it('says analytics are off', async () => {
    await start()
    const { response, body } = await getJson(`/getAnalyticsConfig?${IDENTITY}`)
    expect(response.status).toBe(200)
    expect(body).toEqual({ isAnalyticsEnabled: false })
  })

  it('needs the identity too', async () => {
    await start()
    const { response, body } = await getJson('/getAnalyticsConfig?st=appkit&sv=1')
    expect(response.status).toBe(400)
    expect(body).toEqual({ message: 'Project ID Missing' })
  })
})

describe('explorerService: images', () => {
  it('draws a wallet’s initials, cacheable for a day', async () => {
    await start()
    // A generated wallet: the named test wallets have drawn logos (below).
    const wallet = buildCatalogue(300).wallets.find((w) => !logoOf('wallet', w.name))!
    const response = await fetch(`${server!.url}/getWalletImage/${wallet.image_id}?${IDENTITY}`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('image/svg+xml')
    expect(response.headers.get('cache-control')).toBe('public, max-age=86400')
    expect(response.headers.get('access-control-allow-origin')).toBe('*')
    const svg = await response.text()
    expect(svg).toMatch(/^<svg /)
    expect(svg).toContain(`>${initialsOfName(wallet.name)}</text>`)
    expect(await (await fetch(`${server!.url}/getWalletImage/${wallet.image_id}`)).text()).toBe(svg)
  })

  it('answers 404 for an unknown wallet image', async () => {
    await start()
    for (const id of ['00000000-0000-4000-8000-000000000000', '%E0%A4%A']) {
      const { response, body } = await getJson(`/getWalletImage/${id}`)
      expect(response.status).toBe(404)
      expect(body).toEqual({ message: 'Wallet image not found' })
    }
  })

  it.each([
    ['/public/getAssetImage/eip155%3A1', '>1</text>'],
    ['/public/getCurrencyImage/JPY', '>JPY</text>'],
    ['/public/getTokenImage/0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48', '>A0B</text>'],
  ])('draws %o for any well-formed id', async (path, text) => {
    await start()
    const response = await fetch(`${server!.url}${path}`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('image/svg+xml')
    expect(await response.text()).toContain(text)
  })

  it("serves real logos for the cloud's local chains, test tokens, currencies and test wallets", async () => {
    await start()
    const testWallet = buildCatalogue(300).wallets.find((w) => w.name === 'AppKit Test Wallet')!
    for (const [path, logo] of [
      ['/public/getAssetImage/eip155%3A31337', logoOf('asset', 'eip155:31337')],
      ['/public/getAssetImage/eip155%3A31338', logoOf('asset', 'eip155:31338')],
      ['/public/getTokenImage/LUSD', logoOf('token', 'LUSD')],
      ['/public/getCurrencyImage/USD', logoOf('currency', 'USD')],
      [`/getWalletImage/${testWallet.image_id}`, logoOf('wallet', 'AppKit Test Wallet')],
    ] as const) {
      const response = await fetch(`${server!.url}${path}?${IDENTITY}`)
      expect(response.status, path).toBe(200)
      expect(response.headers.get('content-type')).toBe('image/svg+xml')
      const svg = await response.text()
      expect(svg, path).toBe(logo)
      expect(svg, path).not.toContain('</text>')
    }
  })

  it('answers 404 for an id that is not one', async () => {
    await start()
    const response = await fetch(`${server!.url}/public/getTokenImage/${'x'.repeat(200)}`)
    expect(response.status).toBe(404)
  })
})

describe('explorerService: HTTP', () => {
  it('answers CORS preflights for its paths', async () => {
    await start()
    const response = await fetch(`${server!.url}/getWallets`, {
      method: 'OPTIONS',
      headers: { origin: 'http://127.0.0.1:5173', 'access-control-request-headers': 'x-sdk' },
    })
    expect(response.status).toBe(204)
    expect(response.headers.get('access-control-allow-origin')).toBe('*')
    expect(response.headers.get('access-control-allow-methods')).toBe('GET, HEAD, OPTIONS')
    expect(response.headers.get('access-control-allow-headers')).toBe('x-sdk')
  })

  it('refuses other methods with 405', async () => {
    await start()
    const { response, body } = await getJson(`/getWallets?${IDENTITY}`, { method: 'POST' })
    expect(response.status).toBe(405)
    expect(response.headers.get('allow')).toBe('GET, HEAD, OPTIONS')
    expect(body).toEqual({ message: 'Method Not Allowed' })
  })

  it('leaves other paths to other services', async () => {
    await start()
    expect((await fetch(`${server!.url}/health`)).status).toBe(404)
  })
})

describe('explorerService: fault=', () => {
  it.each([
    ['429', 'Too Many Requests'],
    ['500', 'Internal Server Error'],
    ['503', 'Service Unavailable'],
  ])('%s fails with that status, on every endpoint', async (fault, message) => {
    await start()
    for (const path of ['/getWallets', '/getAnalyticsConfig', '/public/getTokenImage/ETH']) {
      const { response, body } = await getJson(`${path}?${IDENTITY}&fault=${fault}`)
      expect(response.status).toBe(Number(fault))
      expect(response.headers.get('access-control-allow-origin')).toBe('*')
      expect(response.headers.get('retry-after')).toBe(fault === '500' ? null : '1')
      expect(body).toEqual({ message })
    }
  })

  it('malformed answers 200 with a body that is not JSON', async () => {
    await start()
    const response = await fetch(`${server!.url}/getWallets?${IDENTITY}&fault=malformed`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('application/json')
    await expect(response.json()).rejects.toThrow(SyntaxError)
  })

  it('slow delays the normal answer', async () => {
    await start({ walletCount: 10, slowMs: 200 })
    const started = Date.now()
    const { response, body } = await getJson(`/getWallets?${IDENTITY}&fault=slow`)
    expect(Date.now() - started).toBeGreaterThanOrEqual(190)
    expect(response.status).toBe(200)
    expect(body.count).toBe(10)
  })

  it('slow gives up quietly when the client leaves, and keeps serving', async () => {
    await start({ walletCount: 10, slowMs: 5000 })
    const pending = fetch(`${server!.url}/getWallets?${IDENTITY}&fault=slow`, {
      signal: AbortSignal.timeout(50),
    })
    await expect(pending).rejects.toThrow()
    expect((await getJson(`/getAnalyticsConfig?${IDENTITY}`)).response.status).toBe(200)
  })

  it('refuses an unknown fault', async () => {
    await start()
    const { response, body } = await getJson(`/getWallets?${IDENTITY}&fault=teapot`)
    expect(response.status).toBe(400)
    expect(body).toEqual({ message: 'Unknown fault "teapot"; use one of 429, 500, 503, malformed, slow' })
  })
})

describe('withCataloguePrefix', () => {
  it('turns a /catalogue/<size> prefix into the catalogue query', () => {
    const url = withCataloguePrefix(new URL('http://127.0.0.1/catalogue/10000/getWallets?page=2'))
    expect(url.pathname).toBe('/getWallets')
    expect(url.searchParams.get('catalogue')).toBe('10000')
    expect(url.searchParams.get('page')).toBe('2')
  })

  it('keeps an explicit catalogue query and leaves other paths alone', () => {
    expect(
      withCataloguePrefix(new URL('http://x/catalogue/5/getWallets?catalogue=7')).searchParams.get(
        'catalogue',
      ),
    ).toBe('7')
    expect(withCataloguePrefix(new URL('http://x/getWallets')).pathname).toBe('/getWallets')
    expect(withCataloguePrefix(new URL('http://x/catalogue/x/getWallets')).pathname).toBe(
      '/catalogue/x/getWallets',
    )
  })
})
