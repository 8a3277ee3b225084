/** The Esplora paths served (relative to ESPLORA_PATH), each with the one method it answers. */
export type EsploraRoute =
  | { kind: 'address' | 'addressUtxo' | 'addressTxs'; method: 'GET'; address: string }
  | { kind: 'tx' | 'txHex' | 'txStatus'; method: 'GET'; txid: string }
  | { kind: 'broadcast'; method: 'POST' }
  | { kind: 'feeEstimates' | 'tipHeight' | 'tipHash'; method: 'GET' }
  | { kind: 'blockAtHeight'; method: 'GET'; height: string }

const ADDRESS = /^\/address\/([^/]+)(\/utxo|\/txs)?$/
const TX = /^\/tx\/([^/]+)(\/hex|\/status)?$/
const BLOCK_HEIGHT = /^\/block-height\/([^/]+)$/

/** Which route `path` is; undefined for a path that is not served (404). */
export function matchEsploraRoute(path: string): EsploraRoute | undefined {
  if (path === '/tx') return { kind: 'broadcast', method: 'POST' }
  if (path === '/fee-estimates') return { kind: 'feeEstimates', method: 'GET' }
  if (path === '/blocks/tip/height') return { kind: 'tipHeight', method: 'GET' }
  if (path === '/blocks/tip/hash') return { kind: 'tipHash', method: 'GET' }
  const address = ADDRESS.exec(path)
  if (address) {
    const kind = address[2] === '/utxo' ? 'addressUtxo' : address[2] === '/txs' ? 'addressTxs' : 'address'
    return { kind, method: 'GET', address: decode(address[1]!) }
  }
  const tx = TX.exec(path)
  if (tx) {
    const kind = tx[2] === '/hex' ? 'txHex' : tx[2] === '/status' ? 'txStatus' : 'tx'
    return { kind, method: 'GET', txid: decode(tx[1]!) }
  }
  const block = BLOCK_HEIGHT.exec(path)
  if (block) return { kind: 'blockAtHeight', method: 'GET', height: decode(block[1]!) }
  return undefined
}

/** A segment that does not decode stays as written: it is then refused as an invalid parameter. */
function decode(segment: string): string {
  try {
    return decodeURIComponent(segment)
  } catch {
    return segment
  }
}
