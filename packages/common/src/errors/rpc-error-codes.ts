/**
 * Readable messages for the numeric error codes wallets and nodes return: JSON-RPC 2.0 and
 * EIP-1474 (-32700…-32000), EIP-1193 provider codes (4001…4902) and EIP-5792 wallet-call codes
 * (5700…5760). Our own wording, written from the EIPs.
 */
export const RPC_ERROR_MESSAGES: Readonly<Record<number, string>> = {
  [-32700]: 'Parse error: the request is not valid JSON.',
  [-32600]: 'Invalid request: the JSON is not a valid request object.',
  [-32601]: 'Method not found: the method does not exist or is not available.',
  [-32602]: 'Invalid params: the method parameters are invalid.',
  [-32603]: 'Internal error: the JSON-RPC server failed to handle the request.',
  [-32000]: 'Invalid input: parameters are missing or invalid.',
  [-32001]: 'Resource not found: the requested resource does not exist.',
  [-32002]: 'Resource unavailable: the requested resource is not available.',
  [-32003]: 'Transaction rejected: the transaction could not be created.',
  [-32004]: 'Method not supported: the method is not implemented.',
  [-32005]: 'Limit exceeded: the request exceeds a limit of the server.',
  [-32006]: 'Version not supported: this JSON-RPC version is not supported.',
  4001: 'User rejected the request.',
  4100: 'Unauthorized: the user has not authorized this method or account.',
  4200: 'Unsupported method: the wallet does not support this method.',
  4900: 'Disconnected: the wallet is not connected to any chain.',
  4901: 'Chain disconnected: the wallet is not connected to the requested chain.',
  4902: 'Unrecognized chain: add the chain to the wallet first.',
  5700: 'Unsupported capability: the wallet does not support a required capability.',
  5710: 'Unsupported chain: the wallet cannot send calls on this chain.',
  5720: 'Duplicate id: a batch with this id was already submitted.',
  5730: 'Unknown bundle id: the wallet has no batch with this id.',
  5740: 'Batch too large: the wallet cannot handle this many calls.',
  5750: 'Upgrade rejected: the user declined to upgrade the account for atomic calls.',
  5760: 'Atomicity not supported: the wallet cannot run these calls atomically.',
}

/** JSON-RPC 2.0 reserves -32099…-32000 for server-defined errors. */
const SERVER_ERROR_MIN = -32099
const SERVER_ERROR_MAX = -32000

/** The readable message for a code, or undefined when the code is not a standard one. */
export function getRpcErrorMessage(code: number): string | undefined {
  const known = Object.hasOwn(RPC_ERROR_MESSAGES, code) ? RPC_ERROR_MESSAGES[code] : undefined
  if (known !== undefined) return known
  if (code >= SERVER_ERROR_MIN && code <= SERVER_ERROR_MAX) return 'Server error: the JSON-RPC server failed.'
  return undefined
}
