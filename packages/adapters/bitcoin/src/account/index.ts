// What the adapter does with the chain (bitcoinjs-lib, secp256k1 and the Esplora client), loaded
// the first time an account sends, estimates a fee or reads its balance: none of it is on the
// dapp's first paint.
export { broadcastSignedPsbt } from './broadcast-psbt.js'
export { esploraClient } from './esplora-client.js'
export { estimateMaxTransfer, estimateTransferFee } from './estimate-fee.js'
export { sendTransfer } from './send-transfer.js'
export { waitForConfirmation } from './wait-for-confirmation.js'
