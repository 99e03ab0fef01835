import simpleRestProvider from 'ra-data-simple-rest'
import type { DataProvider, RaRecord } from 'react-admin'
import type { Avatar, AvatarCreate } from '@spinroom/schemas'
import { httpClient } from '../../../httpClient.ts'

const M = '/api/merch-service'
const admin = simpleRestProvider(`${M}/admin`, httpClient)
const fields = [
  'slug',
  'name',
  'description',
  'imageFileId',
  'avatarStatus',
  'discordOnly',
  'seasonId',
  'pointsThreshold'
] as const

/** Only the editable fields; a season and a threshold only for a season award. */
function pick(data: Partial<Avatar>): Partial<AvatarCreate> {
  const award = data.avatarStatus === 'SEASON_AWARD'
  const body: Record<string, unknown> = Object.fromEntries(
    fields.filter((f) => data[f] !== undefined).map((f) => [f, data[f] === '' ? null : data[f]])
  )
  if (!award) Object.assign(body, { seasonId: null, pointsThreshold: null })
  return body
}

const send = async (url: string, method: string, body?: unknown) =>
  (await httpClient(url, { method, body: body === undefined ? undefined : JSON.stringify(body) })).json

/**
 * Avatars are listed under /admin/avatars but addressed by slug elsewhere (GET /admin/avatars/{slug}, POST /avatars,
 * PATCH /avatars/{slug}); the console keeps their uuid as the record id and reads one through the list's id filter.
 */
export const avatarsProvider: DataProvider = {
  ...admin,
  getList: (_resource, params) => admin.getList('avatars', params),
  getMany: (_resource, params) => admin.getMany('avatars', params),
  getManyReference: (_resource, params) => admin.getManyReference('avatars', params),
  getOne: async (_resource, params) => {
    const { data } = await admin.getList('avatars', {
      filter: { id: params.id },
      pagination: { page: 1, perPage: 1 },
      sort: { field: 'id', order: 'ASC' }
    })
    if (!data.length) throw new Error('Avatar not found')
    return { data: data[0] }
  },
  create: async (_resource, params) => ({ data: await send(`${M}/avatars`, 'POST', pick(params.data)) }),
  update: async (_resource, params) => ({
    data: await send(`${M}/avatars/${encodeURIComponent(params.previousData.slug)}`, 'PATCH', pick(params.data))
  }),
  delete: async (_resource, params) => ({
    data: await send(`${M}/admin/avatars/${encodeURIComponent((params.previousData as RaRecord).slug)}`, 'DELETE')
  })
} as DataProvider

/**
 * Assignments are listed at /admin/avatar-assignments, created at POST /avatar-assignment/{slug}, removed at DELETE
 * /avatar-assignment/{id}.
 */
export const avatarAssignmentsProvider: DataProvider = {
  ...admin,
  getList: (_resource, params) => admin.getList('avatar-assignments', params),
  getManyReference: (_resource, params) => admin.getManyReference('avatar-assignments', params),
  create: async (_resource, params) => {
    const { avatarSlug, userUuid, assignmentType } = params.data as {
      avatarSlug: string
      userUuid: string
      assignmentType: string
    }
    return {
      data: await send(`${M}/avatar-assignment/${encodeURIComponent(avatarSlug)}`, 'POST', { userUuid, assignmentType })
    }
  },
  delete: async (_resource, params) => ({ data: await send(`${M}/avatar-assignment/${params.id}`, 'DELETE') })
} as DataProvider
