import { expect, it } from 'vitest'
import { describeOnEngines } from '../../db/engines.test-helper.js'
import { insertMail, listMail } from './mail-store.js'

const mail = (to: string, subject: string, receivedAt = 1_700_000_000_000) => ({
  to,
  from: 'AppKit Lab <no-reply@appkit.localhost>',
  subject,
  text: `text of ${subject}`,
  html: null,
  receivedAt,
})

describeOnEngines('mail store', (db) => {
  it('lists a recipient’s mail newest first, whatever the case of the address', async () => {
    await insertMail(db(), mail('Ada@Example.com', 'first'))
    await insertMail(db(), mail('someone@example.com', 'not hers'))
    await insertMail(db(), { ...mail('ada@example.com', 'second', 1_700_000_000_500), html: '<p>hi</p>' })
    const listed = await listMail(db(), { to: ' ADA@example.com ' })
    expect(listed.map((entry) => entry.subject)).toEqual(['second', 'first'])
    expect(listed[0]).toEqual({
      id: expect.any(Number),
      to: 'ada@example.com',
      from: 'AppKit Lab <no-reply@appkit.localhost>',
      subject: 'second',
      text: 'text of second',
      html: '<p>hi</p>',
      receivedAt: '2023-11-14T22:13:20.500Z',
    })
  })

  it('lists everyone’s mail without a recipient, capped by the limit', async () => {
    await insertMail(db(), mail('bob@example.com', 'latest'))
    const all = await listMail(db(), {})
    expect(all[0]!.subject).toBe('latest')
    expect(all.length).toBeGreaterThanOrEqual(4)
    expect(await listMail(db(), { limit: 2 })).toHaveLength(2)
    expect(await listMail(db(), { to: 'nobody@example.com' })).toEqual([])
  })

  it('keeps recipients lowercase only', async () => {
    await expect(
      db().query(
        `INSERT INTO mail ("to", "from", subject, text, received_at) VALUES ('A@b.c', 'x', 's', 't', 0)`,
      ),
    ).rejects.toMatchObject({ code: '23514' })
  })
})
