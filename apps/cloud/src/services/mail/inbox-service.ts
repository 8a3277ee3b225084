import type { IncomingMessage, ServerResponse } from 'node:http'
import type { Queryable } from '../../db/database.js'
import type { Service } from '../../http/service.js'
import { renderInboxPage } from './inbox-page.js'
import { listMail, MAX_LISTED_MAIL } from './mail-store.js'

export const INBOX_PATH = '/inbox'
export const INBOX_MESSAGES_PATH = '/inbox/v1/messages'

export interface InboxServiceOptions {
  /** The database the SMTP receiver stores into; requests wait while it opens. */
  db: Promise<Queryable>
}

const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]'])

/**
 * GET /inbox (a page for people) and GET /inbox/v1/messages?to= (JSON for tests): the mail the
 * cloud's own SMTP server received. No CORS header, so no other page in the browser can read the
 * codes, and only loopback Host names, so a DNS-rebound name cannot either.
 */
export function inboxService(options: InboxServiceOptions): Service {
  options.db.catch(() => undefined)
  return {
    async handle(req, res, url) {
      const path = url.pathname
      if (path !== INBOX_PATH && path !== `${INBOX_PATH}/` && path !== INBOX_MESSAGES_PATH) {
        return path.startsWith(`${INBOX_PATH}/`) ? answerText(res, 404, 'Not found') : false
      }
      if (req.method !== 'GET' && req.method !== 'HEAD') return answerText(res, 405, 'Method Not Allowed')
      if (!fromLoopbackName(req)) return answerText(res, 403, 'The inbox answers on 127.0.0.1 only')
      const db = await options.db.catch(() => undefined)
      if (db === undefined) return answerText(res, 503, 'The database did not start')
      const to = url.searchParams.get('to') ?? ''
      if (path === INBOX_MESSAGES_PATH) {
        const limit = Number(url.searchParams.get('limit') ?? MAX_LISTED_MAIL)
        const messages = await listMail(db, { to, limit: Number.isInteger(limit) ? limit : MAX_LISTED_MAIL })
        return answer(res, 200, 'application/json', JSON.stringify({ messages }))
      }
      const page = renderInboxPage(await listMail(db, { to }), to)
      return answer(res, 200, 'text/html; charset=utf-8', page)
    },
  }
}

function fromLoopbackName(req: IncomingMessage): boolean {
  const host = req.headers.host
  if (host === undefined) return false
  try {
    return LOOPBACK_HOSTS.has(new URL(`http://${host}`).hostname)
  } catch {
    return false
  }
}

function answerText(res: ServerResponse, status: number, text: string): true {
  return answer(res, status, 'text/plain; charset=utf-8', text)
}

function answer(res: ServerResponse, status: number, contentType: string, body: string): true {
  res.writeHead(status, {
    'content-type': contentType,
    'content-length': String(Buffer.byteLength(body)),
    'cache-control': 'no-store',
  })
  res.end(body)
  return true
}
