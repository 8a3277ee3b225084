// Every string the secure site shows a person (DESIGN.md: one catalogue, English first). Errors
// carry their own fixed messages (errors.ts); this is the approval screen's wording.

export const MESSAGES = {
  dialogTitle: 'Approve request',
  approve: 'Approve',
  reject: 'Reject',
  unknownApp: 'An app',
  /** "<app> (<verified origin>) asks you to:" */
  asks: (app: string) => `${app} asks you to:`,
  verifiedOrigin: 'Request from',
  actions: {
    signMessage: 'Sign a message',
    signTypedData: 'Sign typed data',
    sendTransaction: 'Send a transaction',
    signTransaction: 'Sign a transaction',
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
  },
  /** The recovery code screen (recovery/recovery-code-screen.ts): a new device restoring the wallet. */
  recovery: {
    title: 'Recover your wallet',
    sent: (email: string) =>
      `This device has no key of your wallet yet. We sent an 8-digit code to ${email}.`,
    label: 'Recovery code',
    submit: 'Recover wallet',
    cancel: 'Cancel',
    format: 'Enter the 8 digits from the mail.',
  },
} as const
