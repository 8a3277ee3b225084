import { HttpError } from '../../http/http-error.js'
import { type ApiAnswer, type ApiBackend, ok } from './api-context.js'
import { readAddressOfName } from './identity-store.js'

/** SLIP-44's coin type of Ethereum: the name service keys a name's addresses by coin type. */
const ETHEREUM_COIN_TYPE = '60'

/**
 * GET /v1/profile/account/{name} (spec §7): the name-service entry of a name, its EVM address
 * under coin type 60 (spec §3's name-service entry), or 404 when no address has that name.
 */
export async function profileEndpoint(backend: ApiBackend, name: string | undefined): Promise<ApiAnswer> {
  if (!name || name.length > 255) throw new HttpError(400, 'Invalid name')
  const address = await readAddressOfName(backend.db, name)
  if (!address) throw new HttpError(404, `Name not found: ${name}`)
  return ok({ name: name.toLowerCase(), addresses: { [ETHEREUM_COIN_TYPE]: { address } }, attributes: {} })
}
