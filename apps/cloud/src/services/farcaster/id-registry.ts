import { type Address, type Hex, numberToHex, padHex } from 'viem'
import type { FarcasterUser } from './test-fids.js'

/**
 * Where `@farcaster/auth-client`'s viem connector reads the registries (OP mainnet's addresses; it
 * sends the calls to whatever RPC URL it is given). Its verifySignInMessage asks the key registry
 * whether the signer is an auth address of the fid, then the ID registry which fid the signer owns.
 */
export const ID_REGISTRY_ADDRESS: Address = '0x00000000Fc6c5F01Fc30151999387Bb99A9f489b'
export const KEY_REGISTRY_ADDRESS: Address = '0x00000000fc1237824fb747abde0ff18990e59b7e'

/**
 * The ID registry's two reads in 12 bytes: `return sload(calldataload(4))`, whatever the selector.
 * `idOf(address)` then reads the slot named by the address, `custodyOf(uint256)` the slot named by
 * the fid; the two never meet (a fid is small, an address is not).
 */
const LOOKUP_CODE: Hex = '0x6004355460005260206000f3'
/** The key registry's `keyDataOf(fid, key)`: (state 0, type 0) for every key, so no auth addresses. */
const NO_KEYS_CODE: Hex = '0x60406000f3'

const word = (value: Hex) => padHex(value, { size: 32 })

/**
 * Puts the registries at their addresses on a local anvil (anvil_setCode, anvil_setStorageAt), with
 * the cloud's test fids, so the official client verifies sign-ins against the same registry as the
 * cloud does. Idempotent: a chain restored from its state file is written over with the same words.
 */
export async function installRegistries(
  rpcUrl: string,
  users: readonly FarcasterUser[],
  fetchImpl: typeof fetch = fetch,
): Promise<void> {
  const calls: [string, unknown[]][] = [
    ['anvil_setCode', [ID_REGISTRY_ADDRESS, LOOKUP_CODE]],
    ['anvil_setCode', [KEY_REGISTRY_ADDRESS, NO_KEYS_CODE]],
  ]
  for (const user of users) {
    const custody = word(user.custody.toLowerCase() as Hex)
    const fid = word(numberToHex(user.fid))
    calls.push(['anvil_setStorageAt', [ID_REGISTRY_ADDRESS, custody, fid]])
    calls.push(['anvil_setStorageAt', [ID_REGISTRY_ADDRESS, fid, custody]])
  }
  const response = await fetchImpl(rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(calls.map(([method, params], id) => ({ jsonrpc: '2.0', id, method, params }))),
  })
  const answers = (await response.json()) as { error?: { message?: string } }[]
  const failed = Array.isArray(answers)
    ? answers.find((answer) => answer.error)
    : { error: { message: 'no batch' } }
  if (!response.ok || failed)
    throw new Error(
      `Farcaster registry not installed at ${rpcUrl}: ${failed?.error?.message ?? response.status}`,
    )
}
