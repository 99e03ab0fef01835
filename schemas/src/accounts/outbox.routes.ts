import { Type } from '@sinclair/typebox'
import { AdminListQuery, AdminPage } from '../common.ts'
import { OutboxMessageSchema } from './outbox.ts'
import { routeGroup } from '../route.ts'

const OutboxList = Type.Union([AdminPage(OutboxMessageSchema), Type.Array(OutboxMessageSchema)])

export const outboxRoutes = routeGroup({
  listOutbox: {
    method: 'GET',
    path: '/admin/outbox',
    access: 'admin',
    summary: 'messages sent (e-mail and SMS), newest first',
    description: 'The local mail driver keeps every message here instead of delivering it.',
    query: AdminListQuery,
    result: OutboxList
  }
})
