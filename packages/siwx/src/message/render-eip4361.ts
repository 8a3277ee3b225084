import type { ValidSiwxMessageData } from './validate-message-data.js'

/**
 * The EIP-4361 text, line by line as its ABNF has it: two line breaks after the address, the
 * statement and one more when there is one, then the fields in their fixed order. Chain ID is the
 * bare EIP-155 number. The data must have passed validateSiwxMessageData.
 */
export function renderEip4361({ data, address, reference }: ValidSiwxMessageData): string {
  let text = `${data.domain} wants you to sign in with your Ethereum account:\n${address}\n\n`
  if (data.statement !== undefined) text += `${data.statement}\n`
  text += `\nURI: ${data.uri}\nVersion: ${data.version}\nChain ID: ${reference}\nNonce: ${data.nonce}`
  text += `\nIssued At: ${data.issuedAt}`
  if (data.expirationTime !== undefined) text += `\nExpiration Time: ${data.expirationTime}`
  if (data.notBefore !== undefined) text += `\nNot Before: ${data.notBefore}`
  if (data.requestId !== undefined) text += `\nRequest ID: ${data.requestId}`
  if (data.resources !== undefined)
    text += `\nResources:${data.resources.map((uri) => `\n- ${uri}`).join('')}`
  return text
}
