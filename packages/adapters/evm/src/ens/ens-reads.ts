import { type CaipNetwork, NameResolveError } from '@appkit/common'
import { type Address, createPublicClient, http } from 'viem'
import { getEnsAddress, getEnsName, normalize } from 'viem/ens'

function clientOf(network: CaipNetwork) {
  return createPublicClient({ transport: http(network.rpcUrls.default.http[0]) })
}

const resolverOf = (network: CaipNetwork) => network.contracts!.ensUniversalResolver!.address

/** The address an ENS name points to on the network, or undefined when it points nowhere. */
export async function ensAddressOf(network: CaipNetwork, name: string): Promise<string | undefined> {
  try {
    const address = await getEnsAddress(clientOf(network), {
      name: normalize(name.trim()),
      universalResolverAddress: resolverOf(network),
    })
    return address ?? undefined
  } catch (error) {
    throw new NameResolveError({ details: name, cause: error })
  }
}

/** The primary ENS name of an address on the network (checked both ways by the resolver), if any. */
export async function ensNameOf(network: CaipNetwork, address: string): Promise<string | undefined> {
  try {
    const name = await getEnsName(clientOf(network), {
      address: address as Address,
      universalResolverAddress: resolverOf(network),
    })
    return name ?? undefined
  } catch (error) {
    throw new NameResolveError({ details: address, cause: error })
  }
}
