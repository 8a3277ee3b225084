// `npm run lab`: the local cloud, then the lab's dev server; prints the URL when both answer.
import { spawn } from 'node:child_process'
import { fileURLToPath } from 'node:url'

const here = fileURLToPath(new URL('..', import.meta.url))
const children = []
const start = (cmd, args, cwd) => {
  const child = spawn(cmd, args, { cwd, stdio: ['ignore', 'inherit', 'inherit'] })
  children.push(child)
  child.on('exit', (code) => {
    stop()
    process.exit(code ?? 0)
  })
  return child
}
const stop = () => {
  for (const child of children) child.kill('SIGTERM')
}
process.on('SIGINT', stop)
process.on('SIGTERM', stop)

async function waitFor(url) {
  for (let i = 0; i < 120; i++) {
    try {
      if ((await fetch(url)).ok) return
    } catch {}
    await new Promise((r) => setTimeout(r, 250))
  }
  throw new Error(`${url} did not answer`)
}

start(process.execPath, ['../cloud/dist/main.js'], here)
await waitFor('http://127.0.0.1:8787/health')
start(
  process.execPath,
  ['node_modules/vite/bin/vite.js', '--host', '127.0.0.1', '--port', '5173', '--strictPort'],
  here,
)
// The WalletConnect wallet to pair with the lab's QR code, in another tab.
start(
  process.execPath,
  ['node_modules/vite/bin/vite.js'],
  fileURLToPath(new URL('../../test-wallet/', import.meta.url)),
)
await waitFor('http://127.0.0.1:5173/')
await waitFor('http://127.0.0.1:4175/')
console.log(
  [
    '',
    '  AppKit lab:                  http://127.0.0.1:5173/',
    "  WalletConnect test wallet:   http://127.0.0.1:4175/   (paste the lab's pairing link there)",
    '  Local cloud:                 http://127.0.0.1:8787/health',
    '',
  ].join('\n'),
)
