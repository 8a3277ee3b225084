import { BITCOIN_TEST_ACCOUNTS } from '@appkit/testing'
import * as ecc from '@bitcoinerlab/secp256k1'
import { address, crypto, networks, payments, script, type Transaction } from 'bitcoinjs-lib'

export const REGTEST = 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328'
export const [ALICE, BOB] = BITCOIN_TEST_ACCOUNTS

/** A made-up txid, the same for the same seed. */
export const txidOf = (seed: string) =>
  Array.from(crypto.sha256(new TextEncoder().encode(seed)), (b) => b.toString(16).padStart(2, '0')).join('')

export const regtestScript = (value: string) => address.toOutputScript(value, networks.regtest)

/** The regtest network as a dapp would configure it. */
export const regtestNetwork = (esploraUrl = 'http://127.0.0.1:9') => ({
  id: REGTEST.split(':')[1]!,
  caipNetworkId: REGTEST as `bip122:${string}`,
  chainNamespace: 'bip122' as const,
  name: 'Regtest',
  nativeCurrency: { name: 'Bitcoin', symbol: 'BTC', decimals: 8 },
  rpcUrls: { default: { http: [esploraUrl] } },
  blockTime: 1000,
})

/**
 * The key hash a P2WPKH spend signs for: the output's own, or for a P2SH output the one of the
 * redeem script its scriptSig reveals (the only push, hashing to the output's script hash).
 */
function keyHashSpent(prevout: Uint8Array, scriptSig: Uint8Array): Uint8Array | undefined {
  if (prevout[0] !== 0xa9) return prevout.subarray(2)
  const pushes = script.decompile(scriptSig)
  const redeem = pushes?.length === 1 ? pushes[0] : undefined
  if (!(redeem instanceof Uint8Array) || redeem.length !== 22 || redeem[0] !== 0 || redeem[1] !== 20)
    return undefined
  const matches = crypto.hash160(redeem).every((byte, i) => byte === prevout[2 + i])
  return matches ? redeem.subarray(2) : undefined
}

/**
 * Whether every input's witness is a valid signature over what it spends, checked the way a node
 * checks P2WPKH, nested or not (ECDSA over BIP-143), and the P2TR key path (Schnorr over BIP-341):
 * independent of the wallet's and the adapter's code.
 */
export function inputsVerify(
  tx: Transaction,
  spent: readonly { script: Uint8Array; value: bigint }[],
): boolean {
  const scripts = spent.map((s) => s.script)
  const values = spent.map((s) => s.value)
  return tx.ins.every(({ witness, script: scriptSig }, index) => {
    const prevout = spent[index]!
    if (prevout.script[0] === 0x51) {
      const [signature] = witness
      if (!signature || witness.length !== 1) return false
      const hashType = signature.length === 65 ? signature[64]! : 0
      const hash = tx.hashForWitnessV1(index, scripts, values, hashType)
      return ecc.verifySchnorr(hash, prevout.script.subarray(2), signature.subarray(0, 64))
    }
    const [encoded, publicKey] = witness
    if (!encoded || !publicKey || witness.length !== 2) return false
    const { signature, hashType } = script.signature.decode(encoded)
    const keyHash = keyHashSpent(prevout.script, scriptSig)
    if (!keyHash) return false
    const scriptCode = payments.p2pkh({ hash: keyHash }).output!
    return ecc.verify(tx.hashForWitnessV0(index, scriptCode, prevout.value, hashType), publicKey, signature)
  })
}
