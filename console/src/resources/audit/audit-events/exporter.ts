import { downloadCSV, type Exporter } from 'react-admin'
import { guestNickname, type AuditEvent, type User } from '@spinroom/schemas'

const columns = [
  'createdAt',
  'topic',
  'nickname',
  'userUuid',
  'callerType',
  'platform',
  'isLoggedIn',
  'isDiscord',
  'record',
  'id'
]

// RFC 4180: a cell with a comma, quote or line break is quoted, its quotes doubled.
const cell = (value: unknown) => {
  const text = String(value ?? '')
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text
}

/** The CSV of the filtered events, with each caller's nickname beside their id (a guest's as rooms showed it). */
export const auditEventExporter: Exporter<AuditEvent & { id: string }> = async (events, fetchRelatedRecords) => {
  const users = (await fetchRelatedRecords(events, 'userUuid', 'users')) as Record<string, User>
  const rows = events.map((event) =>
    [
      event.createdAt,
      event.topic,
      event.callerType === 'guest' && event.userUuid
        ? guestNickname(event.userUuid)
        : ((event.userUuid && users[event.userUuid]?.nickname) ?? ''),
      event.userUuid,
      event.callerType,
      event.device.platform,
      event.device.isLoggedIn,
      event.device.isDiscord,
      JSON.stringify(event.record),
      event.id
    ].map(cell)
  )
  downloadCSV([columns, ...rows].map((row) => row.join(',')).join('\r\n'), 'audit-events')
}
