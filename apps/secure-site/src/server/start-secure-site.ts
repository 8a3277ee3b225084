import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { RECOVERY_CODE_PATH, SEAL_PATH, UNSEAL_PATH } from '../shared/seal-api.js'
import { SOCIAL_AUTHORIZE_PATH, SOCIAL_TOKEN_PATH } from '../shared/social-api.js'
import type { FetchLike } from './cloud-session.js'
import {
  ForeignOriginError,
  MethodNotAllowedError,
  NotFoundError,
  RecoveryCooldownError,
  SecureSiteError,
} from './errors.js'
import { registryOverRpc } from './farcaster/farcaster-proof.js'
import { DEFAULT_PAGE_DIR } from './package-paths.js'
import { pageAnswer } from './page-route.js'
import { createRecoveryCodes, DEFAULT_RECOVERY_LIMITS, type RecoveryCodeLimits } from './recovery-codes.js'
import { loadRecoveryKey } from './recovery-key.js'
import { createRecoveryMailer } from './recovery-mailer.js'
import { importSealKey } from './seal.js'
import { recoveryCodeRoute, sealRoute, unsealRoute } from './seal-routes.js'
import { BASE_HEADERS } from './security-headers.js'
import { DEFAULT_MAIL_FROM, DEFAULT_SECURE_SITE_PORT, SECURE_SITE_HOST } from './server-config.js'
import { deriveMacKey } from './social/mac-keys.js'
import { createIssuerCache } from './social/oidc-issuer.js'
import { socialPopupPage } from './social/popup-routes.js'
import { devSocialProviders, type SocialProviders } from './social/social-providers.js'
import { type SocialContext, socialAuthorizeRoute, socialTokenRoute } from './social/social-routes.js'
import { loadPageFiles } from './static-files.js'

export interface SecureSiteOptions {
  /** 0 picks a free port (tests); default 4176. */
  port?: number
  /**
   * The cloud's base URL. A function is read at each request: a test can start this server first
   * (its origin is the cloud's SECURE_SITE_ORIGIN) and the cloud after it.
   */
  cloudUrl: string | (() => string)
  /** Where the recovery key is kept; without it (and without `recoveryKey`) a random key per process. */
  dataDir?: string
  /** 64 hex digits (SECURE_SITE_RECOVERY_KEY); wins over the data directory. */
  recoveryKey?: string
  /** The built page; dist/page by default. */
  pageDir?: string
  /** For tests of failures; the global fetch by default. */
  fetch?: FetchLike
  /**
   * SECURE_SITE_SMTP_URL: where this server mails recovery codes (a function is read at each mail,
   * so a test can start the cloud's SMTP inbox after this server). Without it, recovery on a new
   * device is refused (RECOVERY_MAIL_UNAVAILABLE).
   */
  smtpUrl?: string | (() => string | undefined)
  /** SECURE_SITE_MAIL_FROM. */
  mailFrom?: string
  /** Recovery codes' lifetime, tries and rate (tests). */
  recoveryLimits?: Partial<RecoveryCodeLimits>
  /**
   * SECURE_SITE_SOCIAL_PROVIDERS: the identity providers by name. Default: every provider at the
   * cloud's dev issuers (`${cloudUrl}/oidc/<provider>`), following `cloudUrl`.
   */
  socialProviders?: SocialProviders
  /**
   * The name browsers reach this server by (SECURE_SITE_PUBLIC_HOST): `localhost` for passkeys,
   * since WebAuthn refuses an IP address as the relying party's ID. It still listens on 127.0.0.1
   * only; its origin (the cloud's SECURE_SITE_ORIGIN) is `http://localhost:<port>`.
   */
  publicHost?: 'localhost' | typeof SECURE_SITE_HOST
  /**
   * SECURE_SITE_FARCASTER_RPC_URL: a JSON-RPC node of the chain with Farcaster's ID registry (OP
   * mainnet's in production). Default: the cloud's first dev chain through its API, where the
   * cloud installs the registry of its test fids.
   */
  farcasterRpcUrl?: string
}

export interface SecureSite {
  /** e.g. http://127.0.0.1:4176 (no trailing slash): the frame's URL and the page's origin. */
  url: string
  origin: string
  port: number
  stop(): Promise<void>
}

/**
 * Serves the frame page and the recovery-share endpoints on 127.0.0.1. Keeps no session and no
 * share: only the recovery key, which never leaves this process.
 */
export async function startSecureSite(options: SecureSiteOptions): Promise<SecureSite> {
  const pageFiles = await loadPageFiles(options.pageDir ?? DEFAULT_PAGE_DIR)
  const recoveryKey = await loadRecoveryKey({ configured: options.recoveryKey, dataDir: options.dataDir })
  const key = await importSealKey(recoveryKey)
  const cloudUrl = () => {
    const url = typeof options.cloudUrl === 'function' ? options.cloudUrl() : options.cloudUrl
    return url.replace(/\/+$/, '')
  }
  let origin = ''
  const fetchOption = options.fetch ? { fetch: options.fetch } : {}
  const social: SocialContext = {
    providers: () => options.socialProviders ?? devSocialProviders(cloudUrl()),
    issuers: createIssuerCache(fetchOption),
    stateKey: deriveMacKey(recoveryKey, 'social-state'),
    grantKey: deriveMacKey(recoveryKey, 'recovery-grant'),
    siteOrigin: () => origin,
    cloudUrl,
    ...fetchOption,
  }
  recoveryKey.fill(0)
  const sealContext = {
    key,
    cloudUrl,
    codes: createRecoveryCodes({ ...DEFAULT_RECOVERY_LIMITS, ...options.recoveryLimits }),
    mailer: createRecoveryMailer({ smtpUrl: options.smtpUrl, from: options.mailFrom ?? DEFAULT_MAIL_FROM }),
    social,
    farcaster: {
      fidOf: registryOverRpc(
        () => options.farcasterRpcUrl ?? `${cloudUrl()}/v1/?chainId=eip155:31337&projectId=secure-site`,
      ),
    },
    ...fetchOption,
  }

  const postRoutes: Record<string, (req: IncomingMessage) => Promise<unknown>> = {
    [SEAL_PATH]: (req) => sealRoute(sealContext, req),
    [RECOVERY_CODE_PATH]: (req) => recoveryCodeRoute(sealContext, req),
    [UNSEAL_PATH]: (req) => unsealRoute(sealContext, req),
    [SOCIAL_AUTHORIZE_PATH]: (req) => socialAuthorizeRoute(social, req),
    [SOCIAL_TOKEN_PATH]: (req) => socialTokenRoute(social, req),
  }

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://localhost')
    const path = url.pathname
    const post = Object.hasOwn(postRoutes, path) ? postRoutes[path] : undefined
    if (post) {
      if (req.method !== 'POST') throw new MethodNotAllowedError('POST')
      // Only this site's own page: another page (or a form) never reaches the key, session or not.
      const from = req.headers.origin
      if (from !== undefined && from !== origin) throw new ForeignOriginError(from)
      return sendJson(res, 200, await post(req))
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') throw new MethodNotAllowedError('GET, HEAD')
    if (path === '/health') return sendJson(res, 200, { ok: true })
    const popup = socialPopupPage(social.stateKey, path, url.searchParams)
    if (popup) {
      return send(res, popup.status, Buffer.from(popup.body), {
        'content-type': popup.type,
        'content-security-policy': popup.csp,
        'cache-control': 'no-store',
      })
    }
    if (path === '/' || path === '/index.html') {
      const page = await pageAnswer({
        indexHtml: pageFiles.indexHtml,
        cloudUrl: cloudUrl(),
        query: url.searchParams,
        ...(options.fetch ? { fetch: options.fetch } : {}),
      })
      return send(res, 200, Buffer.from(page.html), {
        'content-type': 'text/html; charset=utf-8',
        'content-security-policy': page.csp,
        'cache-control': 'no-store',
      })
    }
    const asset = await pageFiles.asset(path)
    if (!asset) throw new NotFoundError()
    return send(res, 200, asset.body, {
      'content-type': asset.type,
      // Vite's names carry a content hash.
      'cache-control': 'public, max-age=31536000, immutable',
    })
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      const failure = error instanceof SecureSiteError ? error : undefined
      if (!failure) console.error('secure-site: request failed', error)
      const status = failure?.status ?? 500
      const body = failure?.toBody() ?? { error: { code: 'SERVER_ERROR', message: 'Something went wrong' } }
      const headers: Record<string, string> =
        error instanceof MethodNotAllowedError
          ? { allow: error.allow }
          : error instanceof RecoveryCooldownError
            ? { 'retry-after': String(error.retryAfter) }
            : {}
      sendJson(res, status, body, headers)
    })
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port ?? DEFAULT_SECURE_SITE_PORT, SECURE_SITE_HOST, () => {
      server.off('error', reject)
      resolve()
    })
  })
  const { port } = server.address() as AddressInfo
  origin = `http://${options.publicHost ?? SECURE_SITE_HOST}:${port}`
  let stopping: Promise<void> | undefined
  return {
    url: origin,
    origin,
    port,
    stop() {
      stopping ??= new Promise<void>((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections()
      })
      return stopping
    },
  }
}

function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  send(res, status, Buffer.from(JSON.stringify(body)), {
    'content-type': 'application/json',
    // Shares and sealed shares are never kept by a cache.
    'cache-control': 'no-store',
    ...headers,
  })
}

function send(res: ServerResponse, status: number, body: Buffer, headers: Record<string, string>) {
  if (res.headersSent || res.destroyed) return
  res.writeHead(status, { ...BASE_HEADERS, ...headers, 'content-length': String(body.length) })
  res.end(res.req.method === 'HEAD' ? undefined : body)
}
