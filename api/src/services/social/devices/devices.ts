import { randomUUID } from 'node:crypto'
import type { Knex } from 'knex'
import type { Device, DeviceCreate, DevicePlatform, FanDevicesQueryType } from '@spinroom/schemas'
import type { Call } from '../../../lib/endpoint.ts'
import { emitEntityEvent } from '../../../lib/entity.ts'
import { NotFound } from '../../../errors.ts'
import { offsetPage, removeRecord } from '../records.ts'
import { devicesEntity } from './entity.ts'

type Row = Record<string, unknown> & { id: string; userUuid: string }
type KeyParams = { a: string; b: DevicePlatform }

const external = (row: Row) => devicesEntity.external(row) as Device
const notFound = () => new NotFound('Device not found')

/** The devices of a DJ's fans, oldest registration first (what a "DJ is live" notification goes to). */
export const fanDevices = (knex: Knex, djUuid: string, platform?: DevicePlatform) =>
  knex('devices as d')
    .join('dj_fans as f', 'f.fanUuid', 'd.userUuid')
    .where('f.djUuid', djUuid)
    .modify((q) => (platform ? q.where('d.devicePlatform', platform) : q))
    .select('d.*')
    .orderBy('d.createdAt')
    .orderBy('d.id')

/** A user's devices, one per platform. */
export const userDevices = (knex: Knex, userUuid: string): Promise<Row[]> =>
  knex('devices').where('userUuid', userUuid).orderBy('devicePlatform')

/** One token per user and platform: re-registering replaces it; a token another account held moves here. */
export async function registerDevice(call: Call<unknown, unknown, DeviceCreate>): Promise<Device> {
  const { token, devicePlatform, deviceName } = call.body
  const userUuid = call.caller!.id
  const id = randomUUID()
  const { moved, row } = await call.app.get('knex').transaction(async (trx) => {
    const moved: Row[] = await trx('devices')
      .where('token', token)
      .whereNot((q) => q.where({ userUuid, devicePlatform }))
      .delete()
      .returning('*')
    const now = new Date()
    const [row]: Row[] = await trx('devices')
      .insert({ id, userUuid, devicePlatform, token, deviceName: deviceName ?? null, createdAt: now, updatedAt: now })
      .onConflict(['userUuid', 'devicePlatform'])
      .merge(['token', 'deviceName', 'updatedAt'])
      .returning('*')
    return { moved, row }
  })
  for (const gone of moved) emitEntityEvent(call.app, devicesEntity, 'removed', gone)
  emitEntityEvent(call.app, devicesEntity, row.id === id ? 'created' : 'patched', row)
  return external(row)
}

function remove(call: Call, row: Row | undefined): Promise<Device> {
  if (!row) throw notFound()
  return removeRecord(call.app, devicesEntity, row)
}

const byToken = (call: Call<{ token: string }>): Promise<Row | undefined> =>
  call.app.get('knex')('devices').where('token', call.params.token).first()
const byKey = (call: Call<KeyParams>): Promise<Row | undefined> =>
  call.app.get('knex')('devices').where({ userUuid: call.params.a, devicePlatform: call.params.b }).first()

export const tokenOwner = async (call: Call<{ token: string }>) => (await byToken(call))?.userUuid
export const removeByToken = async (call: Call<{ token: string }>) => remove(call, await byToken(call))

/** `{a}` names the user: they own the key. */
export const keyOwner = (call: Call<KeyParams>) => call.params.a
export const removeByKey = async (call: Call<KeyParams>) => remove(call, await byKey(call))
export async function getDevice(call: Call<KeyParams>): Promise<Device> {
  const row = await byKey(call)
  if (!row) throw notFound()
  return external(row)
}

export const devicesOwner = (call: Call<{ userId: string }>) => call.params.userId
export const listUserDevices = async (call: Call<{ userId: string }>) =>
  (await userDevices(call.app.get('knex'), call.params.userId)).map(external)

export const listFanDevices = (call: Call<unknown, FanDevicesQueryType>) =>
  offsetPage(fanDevices(call.app.get('knex'), call.query.djUuid, call.query.devicePlatform), call.query, external)
