import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { databaseFromServer, holdDataDir } from '../../src/backup/control-socket.ts'

let root: string
beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'spinroom-socket-'))
})
afterAll(() => rm(root, { recursive: true, force: true }))

describe("the data directory's control socket", () => {
  it('answers a backup 503 while its server starts, then the dump; a released directory can be held again', async () => {
    const dir = join(root, 'data')
    const hold = await holdDataDir(dir, 'server')
    await expect(databaseFromServer(dir)).rejects.toThrow(
      `The server on DATA_DIR (${dir}) refused the backup: the server on this data directory is still starting`
    )
    hold.serve(async () => Buffer.from('a dump'))
    expect((await databaseFromServer(dir))?.toString()).toBe('a dump')
    hold.serve(async () => {
      throw new Error('disk full')
    })
    await expect(databaseFromServer(dir)).rejects.toThrow('the server could not dump its database: disk full')
    await hold.release()
    expect(await databaseFromServer(dir)).toBeNull()
    await (await holdDataDir(dir, 'backup')).release()
  })

  it('refuses a data directory whose socket path is longer than the kernel takes, naming DATA_DIR', async () => {
    const deep = join('/', 'x'.repeat(60), 'y'.repeat(60))
    await expect(databaseFromServer(deep)).rejects.toThrow(
      `DATA_DIR (${deep}) is too long for its control socket (135 bytes, at most 107)`
    )
  })
})
