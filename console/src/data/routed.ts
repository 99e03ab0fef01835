import type { DataProvider, Identifier } from 'react-admin'
import type { Route } from '@spinroom/schemas'
import { pickRoute, type RouteChoice } from '../auth/access.ts'
import type { FileField, ResourceEntry, ResourceRoutes } from '../resources/types.ts'
import { dialectOf, listAnswer, listQuery } from './paging.ts'
import { pickBySchema, propertiesOf } from './schema.ts'
import { send } from './transport.ts'

type Values = Record<string, unknown>

/** A route's path parameters from a record; a lone placeholder the record lacks takes the record's id. */
function paramsOf(route: Route, id?: Identifier, record: Values = {}): Values {
  const names = [...route.path.matchAll(/\{([A-Za-z_]\w*)\}/g)].map((m) => m[1]!)
  return Object.fromEntries(
    names.map((name) => [name, record[name] ?? (name === 'id' || names.length === 1 ? id : undefined)])
  )
}

const need = (route: Route | undefined, resource: string, method: string): Route => {
  if (!route) throw new Error(`"${resource}" has no route for ${method}: name one in console/src/resources/registry.ts`)
  return route
}

/** Sends a file to a multipart route, under the field its body schema declares. */
async function upload({ route, field }: FileField, params: Values, formField: string, file: File) {
  const form = new FormData()
  form.set(Object.keys(propertiesOf(route.body))[0] ?? field ?? formField, file, file.name)
  return (await send(route, { params, body: form })).body as Values
}

/** The body of a create or update: the fields its route declares, files uploaded first where the body names them. */
async function bodyOf(entry: ResourceEntry, route: Route, data: Values) {
  const body = pickBySchema(route.body, data)
  for (const [field, spec] of Object.entries(entry.files ?? {}) as [string, FileField][])
    if (spec.into && data[field] instanceof File) body[spec.into] = (await upload(spec, {}, field, data[field])).id
  return entry.prepare ? entry.prepare(body, data) : body
}

/** Files sent after the record is saved, to a route of the record (e.g. PATCH /token-bundles/{id}/thumbnail). */
async function uploadAfter(entry: ResourceEntry, saved: Values, data: Values) {
  let record = saved
  for (const [field, spec] of Object.entries(entry.files ?? {}) as [string, FileField][])
    if (!spec.into && data[field] instanceof File)
      record = await upload(spec, paramsOf(spec.route, record.id as Identifier, record), field, data[field])
  return record
}

const withId = (body: unknown, id: Identifier) => ({ ...(body as Values), id: (body as Values)?.id ?? id })

/** The route for the caller: the first alternative they may call, else the first (whose 403 says why). */
const serving = (choice: RouteChoice | undefined): Route | undefined =>
  pickRoute(choice) ?? (Array.isArray(choice) ? choice[0] : (choice as Route | undefined))

/** The react-admin methods of one resource, each request built from the route the registry names for it. */
export function routedProvider(resource: string, entry: ResourceEntry): DataProvider {
  // Resolved per request: who is signed in decides which alternative serves.
  const served = (method: keyof ResourceRoutes) => serving(entry.routes[method])
  // A reference list may be a path below the referenced record (GET /moderation-comments/{userId}).
  const list = async (params: Parameters<DataProvider['getList']>[1], reference?: Identifier) => {
    const route = need(served('list'), resource, 'getList')
    const { body, response } = await send(route, {
      params: paramsOf(route, reference, params.filter),
      query: listQuery(route, params)
    })
    return listAnswer(body, response)
  }
  const getOne = async (id: Identifier): Promise<Values> => {
    const get = served('get')
    if (get) return withId((await send(get, { params: paramsOf(get, id) })).body, id)
    const { data } = await list({ filter: { id }, pagination: { page: 1, perPage: 1 } })
    if (!data[0]) throw new Error(`${resource} ${id} not found`)
    return data[0]
  }
  const provider = {
    getList: (_r: string, params: Parameters<DataProvider['getList']>[1]) => list(params),
    getOne: async (_r: string, { id }: { id: Identifier }) => ({ data: await getOne(id) }),
    getMany: async (_r: string, { ids }: { ids: Identifier[] }) => {
      const route = served('getMany') ?? served('list')
      if (route && dialectOf(route) === 'simple-rest' && (served('getMany') || !served('get'))) {
        const { body, response } = await send(route, {
          query: listQuery(route, { filter: { id: ids }, pagination: { page: 1, perPage: ids.length } })
        })
        return { data: listAnswer(body, response).data }
      }
      // A record that cannot be read (a guest's id, one hidden from the caller) is left out, not the whole batch.
      const found = await Promise.allSettled(ids.map(getOne))
      return { data: found.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : [])) }
    },
    getManyReference: (_r: string, { target, id, ...params }: Parameters<DataProvider['getManyReference']>[1]) =>
      list({ ...params, filter: { ...params.filter, [target]: id } }, id),
    create: async (_r: string, { data }: { data: Values }) => {
      const route = need(served('create'), resource, 'create')
      const saved = (
        await send(route, { params: paramsOf(route, undefined, data), body: await bodyOf(entry, route, data) })
      ).body as Values
      return { data: await uploadAfter(entry, saved, data) }
    },
    update: async (_r: string, { id, data, previousData }: { id: Identifier; data: Values; previousData: Values }) => {
      const route = need(served('update'), resource, 'update')
      const record = { ...data, ...previousData }
      const saved = (await send(route, { params: paramsOf(route, id, record), body: await bodyOf(entry, route, data) }))
        .body as Values
      return { data: withId(await uploadAfter(entry, saved ?? {}, data), id) }
    },
    delete: async (_r: string, { id, previousData = {} }: { id: Identifier; previousData?: Values }) => {
      const route = need(served('delete'), resource, 'delete')
      const { body } = await send(route, {
        params: paramsOf(route, id, previousData),
        body: route.body ? pickBySchema(route.body, previousData) : undefined
      })
      return { data: body && typeof body === 'object' ? withId(body, id) : { ...previousData, id } }
    },
    updateMany: async (r: string, { ids, data }: { ids: Identifier[]; data: Values }) => {
      for (const id of ids) await provider.update(r, { id, data, previousData: { id } })
      return { data: ids }
    },
    deleteMany: async (r: string, { ids }: { ids: Identifier[] }) => {
      for (const id of ids) await provider.delete(r, { id })
      return { data: ids }
    }
  }
  // react-admin's methods are generic in the record type, which the API's JSON cannot prove.
  return provider as unknown as DataProvider
}
