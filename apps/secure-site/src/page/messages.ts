// Every string the secure site shows a person (DESIGN.md: one catalogue, English first). Errors
// carry their own fixed messages (errors.ts); this is the approval screen's wording.

export const MESSAGES = {
  dialogTitle: 'Approve request',
  approve: 'Approve',
  reject: 'Reject',
  /** Under a disarmed Approve (approval/approve-arming.ts). */
  approveNotArmed: 'Approve unlocks once this window has been in view and active for a moment.',
  unknownApp: 'An app',
  /** "<app> (<verified origin>) asks you to:" */
  asks: (app: string) => `${app} asks you to:`,
  verifiedOrigin: 'Request from',
  actions: {
    signMessage: 'Sign a message',
    signTypedData: 'Sign typed data',
    sendTransaction: 'Send a transaction',
    signTransaction: 'Sign a transaction',
    tokenTransfer: 'Send tokens',
    tokenApprove: 'Allow an address to spend your tokens',
  },
  fields: {
    account: 'Account',
    network: 'Network',
    message: 'Message',
    to: 'To',
    value: 'Value',
    data: 'Data',
    contract: 'Contract creation',
    domain: 'Domain',
    primaryType: 'Type',
    transaction: 'Transaction',
    bytes: (count: number) => `${count} bytes`,
    maxFee: 'Max network fee',
    token: 'Token',
    recipient: 'Recipient',
    amount: 'Amount',
    spender: 'Spender',
    allowance: 'Allowance',
    unlimited: 'UNLIMITED',
    instruction: 'Instruction',
    feePayer: 'Fee payer',
  },
} as const
