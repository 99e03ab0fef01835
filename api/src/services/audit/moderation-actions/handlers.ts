import type { moderationActionRoutes } from '@spinroom/schemas'
import type { Handlers } from '../../../lib/domain.ts'
import { adminList } from '../../../lib/list.ts'
import { moderationActionsEntity } from '../../accounts/moderation/entity.ts'
import { changeRecord, createRecords, findRecord, removeRecord } from './records.ts'
import { listUserActions } from './user-actions.ts'

export const moderationActionHandlers: Handlers<typeof moderationActionRoutes> = {
  listModerationActions: (call) => adminList(call, moderationActionsEntity),
  getModerationAction: async (call) =>
    moderationActionsEntity.external(await findRecord(call.app.get('knex'), call.params.id)),
  createModerationAction: async (call) => (await createRecords(call.app, call.caller!, [call.body]))[0]!,
  createModerationActions: (call) => createRecords(call.app, call.caller!, call.body.bulk, true),
  patchModerationAction: async (call) =>
    (await changeRecord(call.app, call.caller!, call.params.id, call.body, false))[0]!,
  replaceModerationAction: async (call) =>
    (await changeRecord(call.app, call.caller!, call.params.id, call.body, true))[0]!,
  removeModerationAction: (call) => removeRecord(call.app, call.params.id),
  listUserActions
}
