// What the adapter does after connecting, loaded the first time the account is used: none of it
// is on the dapp's first paint.
export { sendContractCall } from './contract-call.js'
export { estimateTransferFee } from './estimate-fee.js'
export { sendTransfer } from './transfer.js'
export { waitForReceipt } from './wait-for-receipt.js'
