// A port nothing listens on right now, asked from the OS (port 0) on 127.0.0.1, for tools that
// must be told their port up front (verdaccio's `listen`).
import { createServer } from 'node:net'

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.on('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address()
      server.close(() => resolve(port))
    })
  })
}
