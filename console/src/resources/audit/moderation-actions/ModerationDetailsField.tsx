import { Typography } from '@mui/material'
import { useGetMany, useLocaleState, useRecordContext, useTranslate } from 'react-admin'
import type { ModerationAction, User } from '@spinroom/schemas'
import { useEnumWords } from '../../shared/EnumField.tsx'
import { UserLink } from '../../shared/UserReferenceField.tsx'
import type { EnumName } from '../../shared/enums.ts'
import { useModerationPhrase } from './useModerationPhrase.ts'

const instants = new Set(['until', 'expirationTime'])
/** Details that name users by id: shown as their nicknames, linked. */
const userLists = new Set(['previousOwners'])

const Users = ({ ids }: { ids: string[] }) => {
  const { data = [] } = useGetMany<User>('users', { ids })
  return (
    <>
      {ids.map((id) => (
        <UserLink key={id} user={data.find((u) => u.id === id) ?? { id }} />
      ))}
    </>
  )
}

/** Which enumeration a detail's values belong to; a role is a room role on a room act, else a global one. */
const enumOf = (key: string, inRoom: boolean): EnumName | null => {
  if (key === 'role' || key === 'previousRole' || key === 'previousRoles' || key === 'roles')
    return inRoom ? 'roomRoles' : 'userRoles'
  if (key === 'capability') return 'userCapabilities'
  if (key === 'badges' || key === 'previousBadges') return 'badges'
  if (key === 'previousStatus') return 'userStatuses'
  return null
}

/** The record's role, previousRole and the details its phrase does not say (badges…), as `name: value` lines. */
export const ModerationDetailsField = (_props: { label?: string; source?: string; sortable?: boolean }) => {
  const record = useRecordContext<ModerationAction>()
  const translate = useTranslate()
  const words = useEnumWords()
  const [locale] = useLocaleState()
  const phrase = useModerationPhrase()
  // What the record's phrase already says (the role, how long) is not repeated here.
  const said = record ? phrase(record).said : []
  const fields = { role: record?.role, previousRole: record?.previousRole, ...record?.details }
  const entries = Object.entries(fields).filter(
    ([key, value]) => value !== null && value !== undefined && !said.includes(key)
  )
  if (!entries.length) return <span>—</span>
  const show = (key: string, value: unknown): string => {
    const name = enumOf(key, Boolean(record?.roomUuid))
    if (Array.isArray(value)) return value.map((item) => show(key, item)).join(', ') || '—'
    if (typeof value === 'object' && value !== null) return JSON.stringify(value)
    if (instants.has(key) && typeof value === 'string') return new Date(value).toLocaleString(locale)
    return name ? words(name, String(value)) : String(value)
  }
  return (
    <Typography component="div" variant="body2" sx={{ fontSize: 12 }}>
      {entries.map(([key, value]) => (
        <div key={key}>
          {translate(`spinroom.moderation_details.${key}`, { _: key })}:{' '}
          {userLists.has(key) && Array.isArray(value) ? <Users ids={value.map(String)} /> : show(key, value)}
        </div>
      ))}
    </Typography>
  )
}
