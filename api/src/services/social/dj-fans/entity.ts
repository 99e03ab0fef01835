import { DjFanSchema, DjSchema, djListFields, socialEventPaths } from '@spinroom/schemas'
import { userChannel } from '../../../channels.ts'
import { defineEntity } from '../../../lib/entity.ts'

export const djFansEntity = defineEntity({
  table: 'dj_fans',
  path: socialEventPaths.djFans,
  resource: 'dj-fans',
  schema: DjFanSchema,
  listFields: ['id', 'djUuid', 'fanUuid', 'createdAt'],
  searchFields: [],
  publish: (fan, app) => [app.channel(userChannel(fan.fanUuid)), app.channel(userChannel(fan.djUuid))]
})

/** The DJ admin list, read from the `social_djs` view: every user someone follows, with their fan count. */
export const djsEntity = defineEntity({
  table: 'social_djs',
  path: 'api/social-service/dj-records',
  resource: 'djs',
  schema: DjSchema,
  listFields: djListFields,
  searchFields: ['nickname'],
  defaultSort: { fanCount: -1 }
})
