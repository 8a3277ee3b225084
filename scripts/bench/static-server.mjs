// A static file server on 127.0.0.1 for the built example app: no compression, no cache, so
// every run pays for every byte the way a first visit does. Optional services (the local wallet
// explorer) answer under their own path prefix on the same origin.
import { createReadStream, existsSync, statSync } from 'node:fs'
import { createServer } from 'node:http'
import { extname, join, normalize } from 'node:path'

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.map': 'application/json',
}

/** `mounts`: { '/explorer': service } where service.handle(req, res, url) is a cloud Service. */
export function serveStatic(dir, mounts = {}) {
  const server = createServer(async (req, res) => {
    const url = new URL(req.url, 'http://127.0.0.1')
    for (const [prefix, service] of Object.entries(mounts)) {
      if (!url.pathname.startsWith(`${prefix}/`)) continue
      const inner = new URL(url)
      inner.pathname = url.pathname.slice(prefix.length)
      if (await service.handle(req, res, inner)) return
    }
    const path = normalize(decodeURIComponent(url.pathname)).replace(/^(\.\.[/\\])+/, '')
    let file = join(dir, path)
    if (!existsSync(file) || statSync(file).isDirectory()) file = join(dir, 'index.html')
    res.writeHead(200, {
      'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
      'cache-control': 'no-store',
    })
    createReadStream(file).pipe(res)
  })
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address()
      resolve({ url: `http://127.0.0.1:${port}/`, close: () => new Promise((r) => server.close(r)) })
    })
  })
}
