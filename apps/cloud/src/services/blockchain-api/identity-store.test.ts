import { expect, it } from 'vitest'
import { describeOnEngines } from '../../db/engines.test-helper.js'
import { readAddressOfName, readIdentity } from './identity-store.js'

describeOnEngines('readIdentity', (db) => {
  it('has the seeded dev accounts', async () => {
    await expect(readIdentity(db(), '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266')).resolves.toEqual({
      name: 'alice.lab.id',
      avatar: 'alice',
    })
    await expect(readIdentity(db(), '0x70997970c51812dc3a010c7d01b50e0d17dc79c8')).resolves.toEqual({
      name: 'bob.lab.id',
      avatar: 'bob',
    })
  })

  it('has nothing for anyone else', async () => {
    await expect(readIdentity(db(), '0x3c44cdddb6a900fa2b585dd299e03d12fa4293bc')).resolves.toBeUndefined()
  })

  it('stores addresses lowercase only', async () => {
    await expect(
      db().query("INSERT INTO identities (address, name) VALUES ('0xABC', 'shouty')"),
    ).rejects.toMatchObject({ code: '23514' })
  })
})

describeOnEngines('readAddressOfName', (db) => {
  it('finds the address of a seeded name, whatever its case, and none for an unknown name', async () => {
    await expect(readAddressOfName(db(), 'Bob.Lab.ID')).resolves.toBe(
      '0x70997970c51812dc3a010c7d01b50e0d17dc79c8',
    )
    await expect(readAddressOfName(db(), 'carol.lab.id')).resolves.toBeUndefined()
  })
})
