// What the adapter does after connecting (@solana/kit and the program clients), loaded the first
// time the account is used: none of it is on the dapp's first paint.
export { waitForConfirmation } from './confirm.js'
export { estimateTransferFee } from './estimate-fee.js'
export { sendSigned } from './send-signed.js'
export { sendTransfer } from './send-transfer.js'
export { signOverWalletConnect } from './sign-over-walletconnect.js'
