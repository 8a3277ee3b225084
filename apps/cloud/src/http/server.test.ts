import { request } from 'node:http'
import { connect } from 'node:net'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { sendJson } from './send.js'
import { type RunningServer, startServer } from './server.js'
import type { Service } from './service.js'

let server: RunningServer | undefined

afterEach(async () => {
  await server?.close()
})

const ping: Service = {
  handle(_req, res, url) {
    if (url.pathname !== '/ping') return false
    sendJson(res, 200, { pong: true })
    return true
  },
}

const broken: Service = {
  handle(_req, _res, url) {
    if (url.pathname === '/broken') throw new Error('boom: password=hunter2 at /srv/cloud/db.ts')
    return false
  },
}

describe('startServer', () => {
  it('routes to the service that owns the path, 404 otherwise', async () => {
    server = await startServer('127.0.0.1', 0, [broken, ping])
    const ok = await fetch(`${server.url}/ping`)
    expect(ok.status).toBe(200)
    await expect(ok.json()).resolves.toEqual({ pong: true })

    const missing = await fetch(`${server.url}/nope`)
    expect(missing.status).toBe(404)
    await expect(missing.json()).resolves.toEqual({ error: 'Not found: GET /nope' })
  })

  it('answers 500 when a service throws, and keeps serving', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    try {
      server = await startServer('127.0.0.1', 0, [broken, ping])
      const failed = await fetch(`${server.url}/broken`)
      expect(failed.status).toBe(500)
      expect((await failed.json()).error).toBe('Internal error')
      expect((await fetch(`${server.url}/ping`)).status).toBe(200)
    } finally {
      logged.mockRestore()
    }
  })

  it('a thrown error’s message is not in the 500’s body: only a request id, also in x-request-id and the log', async () => {
    const lines: string[] = []
    const logged = vi.spyOn(console, 'error').mockImplementation((line: string) => void lines.push(line))
    try {
      server = await startServer('127.0.0.1', 0, [broken])
      const failed = await fetch(`${server.url}/broken`)
      const text = await failed.text()
      expect(text).not.toContain('boom')
      expect(text).not.toContain('hunter2')
      const requestId = failed.headers.get('x-request-id')
      expect(requestId).toMatch(/^[0-9a-f-]{36}$/)
      expect(JSON.parse(text)).toEqual({ error: 'Internal error', requestId })
      expect(lines).toHaveLength(1)
      expect(lines[0]).toContain(`request ${requestId}`)
      expect(lines[0]).toContain('boom: password=hunter2')
    } finally {
      logged.mockRestore()
    }
  })

  it('gives every answer its own x-request-id', async () => {
    server = await startServer('127.0.0.1', 0, [ping])
    const [a, b] = await Promise.all([fetch(`${server.url}/ping`), fetch(`${server.url}/nope`)])
    expect(a.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/)
    expect(b.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/)
    expect(a.headers.get('x-request-id')).not.toBe(b.headers.get('x-request-id'))
  })

  it('a DNS-rebinding page (Host: evil.example) cannot drive the API', async () => {
    const reached: string[] = []
    const recording: Service = {
      handle(_req, res, url) {
        reached.push(url.pathname)
        sendJson(res, 200, { ok: true })
        return true
      },
    }
    server = await startServer('127.0.0.1', 0, [recording])
    const port = server.port
    expect(await statusWithHost(port, `evil.example:${port}`)).toBe(421)
    expect(await statusWithHost(port, 'evil.example')).toBe(421)
    // A loopback name on another port is another server's name.
    expect(await statusWithHost(port, `127.0.0.1:${port + 1}`)).toBe(421)
    expect(await statusWithHost(port, `127.0.0.1:${port}@evil.example`)).toBe(421)
    expect(reached).toEqual([])
    expect(await statusWithHost(port, `127.0.0.1:${port}`)).toBe(200)
    expect(await statusWithHost(port, `localhost:${port}`)).toBe(200)
    expect(reached).toEqual(['/api', '/api'])
  })

  it('answers the names it is configured with (ALLOWED_HOSTS, the host of PUBLIC_URL)', async () => {
    server = await startServer('127.0.0.1', 0, [ping], { allowedHosts: ['cloud.example.com'] })
    expect(await statusWithHost(server.port, 'cloud.example.com', '/ping')).toBe(200)
    expect(await statusWithHost(server.port, 'evil.example', '/ping')).toBe(421)
  })

  it('hands a WebSocket upgrade to the service that takes it, and answers 404 to the others', async () => {
    const taken: string[] = []
    const sockets: Service = {
      handle: () => false,
      upgrade(_req, socket, _head, url) {
        if (url.pathname !== '/ws') return false
        taken.push(url.pathname)
        socket.end('HTTP/1.1 101 Switching Protocols\r\n\r\n')
        return true
      },
    }
    server = await startServer('127.0.0.1', 0, [ping, sockets])
    const upgrade = (path: string, hostName = `127.0.0.1:${server!.port}`) =>
      new Promise<string>((resolve) => {
        const socket = connect(server!.port, '127.0.0.1', () => {
          socket.write(
            `GET ${path} HTTP/1.1\r\nHost: ${hostName}\r\nConnection: Upgrade\r\nUpgrade: websocket\r\n\r\n`,
          )
        })
        let reply = ''
        socket.on('data', (chunk) => {
          reply += chunk
        })
        socket.on('close', () => resolve(reply.split('\r\n')[0]!))
      })
    expect(await upgrade('/ws')).toBe('HTTP/1.1 101 Switching Protocols')
    expect(await upgrade('/elsewhere')).toBe('HTTP/1.1 404 Not Found')
    // A DNS-rebinding page's WebSocket names its own host.
    expect(await upgrade('/ws', 'evil.example')).toBe('HTTP/1.1 421 Misdirected Request')
    expect(taken).toEqual(['/ws'])
  })

  it('closes what each service holds as it closes', async () => {
    const close = vi.fn()
    const running = await startServer('127.0.0.1', 0, [
      { handle: () => false, close },
      { handle: () => false },
    ])
    await running.close()
    expect(close).toHaveBeenCalledTimes(1)
  })

  it('rejects when the port is taken', async () => {
    server = await startServer('127.0.0.1', 0, [])
    await expect(startServer('127.0.0.1', server.port, [])).rejects.toThrow(/EADDRINUSE/)
  })
})

/** The status a request with this Host header gets (fetch cannot set Host; a rebinding page's is its own). */
function statusWithHost(port: number, host: string, path = '/api'): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, headers: { host } }, (res) => {
      res.resume()
      resolve(res.statusCode ?? 0)
    })
    req.on('error', reject)
    req.end()
  })
}
