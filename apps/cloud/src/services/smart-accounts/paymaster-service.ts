import type { IncomingMessage, ServerResponse } from 'node:http'
import { type Address, type Hex, isAddressEqual, toHex } from 'viem'
import { logInternalError } from '../../edge/internal-error.js'
import { guardRequest } from '../../http/guard.js'
import { HttpError } from '../../http/http-error.js'
import type { CorsPolicy } from '../../http/preflight.js'
import { readJsonBody } from '../../http/read-body.js'
import { sendCorsError, sendCorsJson } from '../../http/send.js'
import type { Service } from '../../http/service.js'
import { callJsonRpc } from '../chains/json-rpc.js'
import { callTargets } from './call-targets.js'
import type { AaDeployment } from './deploy-aa.js'
import {
  PAYMASTER_POST_OP_GAS,
  PAYMASTER_VERIFICATION_GAS,
  SPONSORSHIP_LIFETIME_S,
  signedPaymasterData,
  stubPaymasterData,
} from './paymaster-data.js'
import { PaymasterRequestError, parsePaymasterRequest } from './paymaster-request.js'
import {
  chainOf,
  rpcErrorReply,
  type SmartAccountsBackend,
  unknownChainMessage,
} from './smart-accounts-backend.js'
import { policyOf, refusal, type SponsorshipConfig } from './sponsor-policy.js'

export const PAYMASTER_PATH = '/v1/paymaster'

/** The code of a refused sponsorship (the project's policy does not cover this user operation). */
export const SPONSORSHIP_REFUSED = -32001

const CORS: CorsPolicy = { methods: 'POST, OPTIONS', headers: 'content-type' }

export interface PaymasterServiceOptions {
  backend: Promise<SmartAccountsBackend>
  sponsorship: SponsorshipConfig
}

/**
 * `POST /v1/paymaster?chainId=eip155:<id>&projectId=…`: an ERC-7677 paymaster service. It signs,
 * for the chain's verifying paymaster of the operation's EntryPoint (v0.7 or v0.8), the user
 * operations the project's policy sponsors (all, those calling only its contracts, none), so that
 * paymaster's deposit pays their gas.
 */
export function paymasterService(options: PaymasterServiceOptions): Service {
  options.backend.catch(() => undefined)
  return {
    async handle(req, res, url) {
      if (url.pathname !== PAYMASTER_PATH) return false
      if (await guardRequest(req, res, url, { cors: CORS, allowed: ['POST'], slowMs: 0 })) return true
      try {
        await answer(req, res, url, await options.backend, options.sponsorship)
      } catch (error) {
        if (error instanceof HttpError) sendCorsError(res, error.status, error.message)
        else sendCorsError(res, 500, `Internal error (request ${logInternalError(res, 'Paymaster', error)})`)
      }
      return true
    },
  }
}

/** The chain's verifying paymaster of that EntryPoint (each is bound to one), if it is one of ours. */
function paymasterFor(deployment: AaDeployment, entryPoint: Address): Address | undefined {
  if (isAddressEqual(entryPoint, deployment.entryPoint)) return deployment.verifyingPaymaster
  if (isAddressEqual(entryPoint, deployment.entryPoint08)) return deployment.verifyingPaymaster08
  return undefined
}

async function answer(
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  backend: SmartAccountsBackend,
  sponsorship: SponsorshipConfig,
): Promise<void> {
  const projectId = (url.searchParams.get('projectId') ?? '').trim()
  if (projectId === '') throw new HttpError(400, 'Project ID Missing')
  const target = chainOf(backend, url.searchParams)
  if (target === undefined) throw new HttpError(400, unknownChainMessage(backend))
  const body = await readJsonBody(req)
  const fail = (code: number, message: string) => sendCorsJson(res, 200, rpcErrorReply(body, code, message))
  let request: ReturnType<typeof parsePaymasterRequest>
  try {
    request = parsePaymasterRequest(body)
  } catch (error) {
    if (error instanceof PaymasterRequestError) return fail(error.code, error.message)
    throw error
  }
  const { chain, deployment } = target
  const paymaster = paymasterFor(deployment, request.entryPoint)
  if (paymaster === undefined) {
    return fail(
      -32602,
      `Invalid params: unsupported EntryPoint ${request.entryPoint} (this paymaster serves ${deployment.entryPoint} and ${deployment.entryPoint08})`,
    )
  }
  if (request.chainId !== BigInt(chain.chainId)) {
    return fail(
      -32602,
      `Invalid params: chain id ${request.chainId} is not eip155:${chain.chainId} of the URL`,
    )
  }
  const refused = refusal(
    policyOf(sponsorship, projectId),
    projectId,
    callTargets(request.userOperation.callData),
  )
  if (refused !== undefined) return fail(SPONSORSHIP_REFUSED, refused)

  // The window follows the chain's clock, which tests may move, not this machine's.
  const latest = (await callJsonRpc(chain.rpcUrl, 'eth_getBlockByNumber', ['latest', false])) as {
    timestamp: Hex
  }
  const validUntil = BigInt(latest.timestamp) + SPONSORSHIP_LIFETIME_S
  const result =
    request.method === 'pm_getPaymasterStubData'
      ? {
          paymaster,
          paymasterData: stubPaymasterData(validUntil),
          paymasterVerificationGasLimit: toHex(PAYMASTER_VERIFICATION_GAS),
          paymasterPostOpGasLimit: toHex(PAYMASTER_POST_OP_GAS),
          sponsor: { name: `Project ${projectId}` },
          isFinal: false,
        }
      : {
          paymaster,
          paymasterData: await signedPaymasterData(
            request.userOperation,
            chain.chainId,
            paymaster,
            validUntil,
          ),
        }
  sendCorsJson(res, 200, { jsonrpc: '2.0', id: request.id ?? null, result })
}
