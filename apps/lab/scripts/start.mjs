// `npm run lab`: the local cloud, the secure site (email login), then the lab's dev server and the
// WalletConnect test wallet;
// prints the URLs when all answer. SIGINT or SIGTERM stops all of them, and so does any one of
// them exiting. Ports come from the environment (CLOUD_PORT, RELAY_PORT, ANVIL_A_PORT, ANVIL_B_PORT,
// LAB_PORT, TEST_WALLET_PORT, SECURE_SITE_PORT), the defaults being those of the README.
import { spawn } from 'node:child_process'
import { fileURLToPath } from 'node:url'

const here = fileURLToPath(new URL('..', import.meta.url))
const port = (name, fallback) => Number(process.env[name] || fallback)
const ports = {
  cloud: port('CLOUD_PORT', 8787),
  relay: port('RELAY_PORT', 8788),
  anvilA: port('ANVIL_A_PORT', 8545),
  anvilB: port('ANVIL_B_PORT', 8546),
  lab: port('LAB_PORT', 5173),
  wallet: port('TEST_WALLET_PORT', 4175),
  secureSite: port('SECURE_SITE_PORT', 4176),
}
const local = (scheme, p) => `${scheme}://127.0.0.1:${p}`
const env = {
  ...process.env,
  VITE_CLOUD_URL: local('http', ports.cloud),
  VITE_RPC_A: local('http', ports.anvilA),
  VITE_RPC_B: local('http', ports.anvilB),
  VITE_RELAY_URL: local('ws', ports.relay),
  VITE_SECURE_SITE_URL: `${local('http', ports.secureSite)}/`,
  // The cloud lets only the secure site call its auth API; the site asks the cloud.
  SECURE_SITE_ORIGIN: local('http', ports.secureSite),
  CLOUD_URL: local('http', ports.cloud),
  // The secure site mails its own recovery codes; in the lab they land in the cloud's inbox too.
  SECURE_SITE_SMTP_URL: local('smtp', port('SMTP_PORT', 8789)),
  // `?projectId=lab-refused` in the lab: a project whose list leaves the lab out (APKT002 by hand).
  PROJECT_ORIGINS: 'lab-refused=https://elsewhere.invalid',
  // `?projectId=lab-remote-features` in the lab: a project whose remote configuration turns email
  // off and offers GitHub alone of the socials, over the lab's own features.
  PROJECT_FEATURES: JSON.stringify({ 'lab-remote-features': { email: false, socials: ['github'] } }),
  // The lab is a test bench: its cloud serves POST /test/faults (a default `pnpm start` does not).
  CLOUD_TEST_MODE: '1',
  // The lab's project has its smart accounts' gas paid by the cloud's paymaster; `?projectId=lab-self-pay`
  // (or any other project) pays its own.
  PROJECT_SPONSOR_GAS: 'lab-project-id=all',
}

const children = []
let stopping = false
function stop(code = 0) {
  if (stopping) return
  stopping = true
  for (const child of children) child.kill('SIGTERM')
  let left = children.filter((child) => child.exitCode === null && child.signalCode === null).length
  if (left === 0) process.exit(code)
  for (const child of children) {
    child.once('exit', () => {
      if (--left === 0) process.exit(code)
    })
  }
}
function start(args, cwd) {
  const child = spawn(process.execPath, args, { cwd, env, stdio: ['ignore', 'inherit', 'inherit'] })
  children.push(child)
  child.on('exit', (code) => stop(code ?? 0))
  return child
}
process.on('SIGINT', () => stop(130))
process.on('SIGTERM', () => stop(143))

async function waitFor(url) {
  for (let i = 0; i < 240 && !stopping; i++) {
    try {
      if ((await fetch(url)).ok) return
    } catch {}
    await new Promise((r) => setTimeout(r, 250))
  }
  if (!stopping) throw new Error(`${url} did not answer`)
}

start(['../cloud/dist/main.js'], here)
await waitFor(`${local('http', ports.cloud)}/health`)
start(['../secure-site/dist/node/server/main.js'], here)
await waitFor(`${local('http', ports.secureSite)}/health`)
const vite = (cwd, p) =>
  start(['node_modules/vite/bin/vite.js', '--host', '127.0.0.1', '--port', String(p), '--strictPort'], cwd)
vite(here, ports.lab)
// The WalletConnect wallet to pair with the lab's QR code, in another tab.
vite(fileURLToPath(new URL('../../test-wallet/', import.meta.url)), ports.wallet)
await waitFor(`${local('http', ports.lab)}/`)
await waitFor(`${local('http', ports.wallet)}/`)
if (!stopping) {
  console.log(
    [
      '',
      `  AppKit lab:                  ${local('http', ports.lab)}/`,
      `  WalletConnect test wallet:   ${local('http', ports.wallet)}/?relay=${encodeURIComponent(local('ws', ports.relay))}   (paste the lab's pairing link there)`,
      `  Local cloud:                 ${local('http', ports.cloud)}/health`,
      `  Local inbox (login codes):   ${local('http', ports.cloud)}/inbox   (email login: ?config=email)`,
      '',
    ].join('\n'),
  )
}
