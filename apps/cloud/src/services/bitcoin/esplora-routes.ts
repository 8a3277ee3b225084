import { createRouter, type PathParams } from '../../http/router.js'

/** The Esplora paths served (relative to ESPLORA_PATH), each with the one method it answers. */
export type EsploraRoute =
  | { kind: 'address' | 'addressUtxo' | 'addressTxs'; method: 'GET'; address: string }
  | { kind: 'tx' | 'txHex' | 'txStatus'; method: 'GET'; txid: string }
  | { kind: 'broadcast'; method: 'POST' }
  | { kind: 'feeEstimates' | 'tipHeight' | 'tipHash'; method: 'GET' }
  | { kind: 'blockAtHeight'; method: 'GET'; height: string }

/** Which route `path` is; undefined for a path that is not served (404). */
export const matchEsploraRoute = createRouter<EsploraRoute>([
  { path: '/tx', route: () => ({ kind: 'broadcast', method: 'POST' }) },
  { path: '/fee-estimates', route: () => ({ kind: 'feeEstimates', method: 'GET' }) },
  { path: '/blocks/tip/height', route: () => ({ kind: 'tipHeight', method: 'GET' }) },
  { path: '/blocks/tip/hash', route: () => ({ kind: 'tipHash', method: 'GET' }) },
  { path: '/address/:address', route: (p) => addressRoute('address', p) },
  { path: '/address/:address/utxo', route: (p) => addressRoute('addressUtxo', p) },
  { path: '/address/:address/txs', route: (p) => addressRoute('addressTxs', p) },
  { path: '/tx/:txid', route: (p) => txRoute('tx', p) },
  { path: '/tx/:txid/hex', route: (p) => txRoute('txHex', p) },
  { path: '/tx/:txid/status', route: (p) => txRoute('txStatus', p) },
  {
    path: '/block-height/:height',
    route: (p) => ({ kind: 'blockAtHeight', method: 'GET', height: decode(p.height!) }),
  },
])

function addressRoute(kind: 'address' | 'addressUtxo' | 'addressTxs', params: PathParams): EsploraRoute {
  return { kind, method: 'GET', address: decode(params.address!) }
}

function txRoute(kind: 'tx' | 'txHex' | 'txStatus', params: PathParams): EsploraRoute {
  return { kind, method: 'GET', txid: decode(params.txid!) }
}

/** A segment that does not decode stays as written: it is then refused as an invalid parameter. */
function decode(segment: string): string {
  try {
    return decodeURIComponent(segment)
  } catch {
    return segment
  }
}
