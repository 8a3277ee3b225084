import { readdir, readFile } from 'node:fs/promises'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

/** A phishing copy of the lab, served on an origin of its own. */
export interface ClonedSite {
  /** Its origin: 127.0.0.1 on another port than the lab's, so another site to the browser. */
  url: string
  stop(): Promise<void>
}

const LAB_DIST = fileURLToPath(new URL('../dist/', import.meta.url))

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.map': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.wasm': 'application/wasm',
}

// The sign-in's default URI in the built @appkit/siwx (site.ts: `options.uri ?? location?.origin`),
// whatever the minifier named its variables.
const SIGN_IN_URI = /([\w$]+)\.uri\?\?([\w$]+)\?\.origin/g

/**
 * The built lab (apps/lab/dist) as a phisher copies it: every file as it is, except that its
 * sign-in's URI is the real lab's origin (`realOrigin`) instead of the page's own. Its messages
 * then name the clone's own host as their domain (`location.host`, what the wallet shows) and the
 * real dapp's URI, which is on the project's allowed origins: the signature a check of the URI
 * alone would take for the real lab's. Throws when the bundle has no such code to edit, so a
 * change of the build cannot turn the attack into a no-op.
 */
export async function startClonedSite(realOrigin: string): Promise<ClonedSite> {
  const edited = await editedChunks(realOrigin)
  const server = createServer((req, res) => {
    serve(req.url ?? '/', edited).then(
      ({ status, type, body }) => {
        res.writeHead(status, { 'content-type': type, 'cache-control': 'no-store' })
        res.end(body)
      },
      () => {
        res.writeHead(500).end()
      },
    )
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () =>
      new Promise((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

/** The lab's chunks with the sign-in's URI rewritten, by their path under dist. */
async function editedChunks(realOrigin: string): Promise<Map<string, string>> {
  const edited = new Map<string, string>()
  for (const name of await readdir(path.join(LAB_DIST, 'assets'))) {
    if (!name.endsWith('.js')) continue
    const text = await readFile(path.join(LAB_DIST, 'assets', name), 'utf8')
    const rewritten = text.replace(
      SIGN_IN_URI,
      (_, options: string) => `${options}.uri??${JSON.stringify(realOrigin)}`,
    )
    if (rewritten !== text) edited.set(`assets/${name}`, rewritten)
  }
  if (edited.size === 0) throw new Error('cloned site: no sign-in URI default found in the lab bundle')
  return edited
}

/** A file of the lab's build (index.html for any path that is not one), the edited chunks edited. */
async function serve(
  url: string,
  edited: Map<string, string>,
): Promise<{ status: number; type: string; body: string | Buffer }> {
  const pathname = decodeURIComponent(new URL(url, 'http://clone').pathname)
  const relative = path.normalize(pathname).replace(/^[/\\]+/, '')
  if (relative.startsWith('..')) return { status: 404, type: 'text/plain', body: 'Not found' }
  const type = (file: string) => TYPES[path.extname(file)] ?? 'application/octet-stream'
  const chunk = edited.get(relative)
  if (chunk !== undefined) return { status: 200, type: type(relative), body: chunk }
  const file = relative === '' ? 'index.html' : relative
  try {
    return { status: 200, type: type(file), body: await readFile(path.join(LAB_DIST, file)) }
  } catch {
    return { status: 200, type: type('index.html'), body: await readFile(path.join(LAB_DIST, 'index.html')) }
  }
}
