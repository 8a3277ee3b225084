import { LAB_CONFIG } from '../config.js'
import { createAnswerer, readSafeRequest } from './answer.js'

// The lab's Safe: the Safe is an address of its own (no contract needed: the app reads its balance,
// and a proposal is executed by sending from it on anvil, impersonated), its owner is anvil's
// first dev account, which signs for it.
const SAFE_ADDRESS = '0x5afE0000000000000000000000000000000005aF'
const OWNER = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const CHAIN_ID = 31337

const frame = document.querySelector<HTMLIFrameElement>('[data-testid="safe-app"]')!
const list = document.querySelector('[data-testid="safe-requests"]')!
document.querySelector('[data-testid="safe-address"]')!.textContent = SAFE_ADDRESS
document.querySelector('[data-testid="safe-chain"]')!.textContent = String(CHAIN_ID)

let rpcId = 0
async function rpc(method: string, params: unknown[]): Promise<unknown> {
  const response = await fetch(LAB_CONFIG.rpcA, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: ++rpcId, method, params }),
  })
  const body = (await response.json()) as { result?: unknown; error?: { message: string } }
  if (body.error) throw new Error(body.error.message)
  return body.result
}

const answer = createAnswerer({
  safeAddress: SAFE_ADDRESS,
  owner: OWNER,
  chainId: CHAIN_ID,
  rpc,
  log(method, detail) {
    const item = document.createElement('li')
    item.dataset.method = method
    item.textContent = `${method}: ${detail}`
    list.append(item)
  },
})

// Only the framed app, on the lab's own origin, is answered; anything else posted here is ignored.
window.addEventListener('message', async (event) => {
  if (event.source !== frame.contentWindow || event.origin !== location.origin) return
  const request = readSafeRequest(event.data)
  if (!request) return
  const reply = (body: object) =>
    frame.contentWindow?.postMessage(
      { id: request.id, version: request.env.sdkVersion, ...body },
      event.origin,
    )
  try {
    reply({ success: true, data: await answer(request) })
  } catch (error) {
    reply({ success: false, error: error instanceof Error ? error.message : String(error) })
  }
})

// The lab as a Safe app: the same cloud as this page (its query), with the Safe configuration.
const query = new URLSearchParams(location.search)
query.set('config', 'safe')
frame.src = `/?${query}`
