import { connect } from 'node:net'
import { describe, expect, it } from 'vitest'
import type { Database } from '../db/database.js'
import { startServer } from '../http/server.js'
import { startMailAuth } from './mail-auth.js'

// These tests never reach the database: a rejected one shows which services are mounted (503) or not (404).
const noDatabase = () => {
  const db = Promise.reject<Database>(new Error('no database'))
  db.catch(() => undefined)
  return db
}
const dataDir = { path: '/nonexistent', temporary: true }

function answers(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1')
    socket.once('connect', () => {
      socket.destroy()
      resolve(true)
    })
    socket.once('error', () => resolve(false))
  })
}

describe('startMailAuth', () => {
  it('starts the SMTP server and mounts auth, origins and the inbox; close frees the port', async () => {
    const mailAuth = await startMailAuth({ host: '127.0.0.1', config: {}, db: noDatabase(), dataDir })
    const server = await startServer('127.0.0.1', 0, mailAuth.services)
    try {
      expect(mailAuth.smtp).toEqual({
        host: '127.0.0.1',
        port: expect.any(Number),
        url: `smtp://127.0.0.1:${mailAuth.smtp!.port}`,
      })
      expect(await answers(mailAuth.smtp!.port)).toBe(true)
      for (const path of ['/inbox', '/auth/v1/session', '/projects/v1/origins?projectId=p']) {
        expect((await fetch(`${server.url}${path}`)).status).toBe(503)
      }
    } finally {
      await server.close()
      await mailAuth.close()
    }
    expect(await answers(mailAuth.smtp!.port)).toBe(false)
  })

  it('with INBOX=off, runs no SMTP server and serves no inbox', async () => {
    const config = { inbox: false, smtpUrl: 'smtp://127.0.0.1:1' }
    const mailAuth = await startMailAuth({ host: '127.0.0.1', config, db: noDatabase(), dataDir })
    const server = await startServer('127.0.0.1', 0, mailAuth.services)
    try {
      expect(mailAuth.smtp).toBeUndefined()
      expect((await fetch(`${server.url}/inbox`)).status).toBe(404)
      expect((await fetch(`${server.url}/auth/v1/session`)).status).toBe(503)
    } finally {
      await server.close()
      await mailAuth.close()
    }
  })

  it('refuses INBOX=off without a mail server to send to', async () => {
    await expect(
      startMailAuth({ host: '127.0.0.1', config: { inbox: false }, db: noDatabase(), dataDir }),
    ).rejects.toThrow('INBOX=off needs SMTP_URL')
  })
})
