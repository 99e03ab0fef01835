import type { ReactNode } from 'react'
import { Stack, Typography } from '@mui/material'
import { RecordContextProvider, useTranslate } from 'react-admin'
import { RoomReferenceField } from '../../shared/RoomReferenceField.tsx'
import { UserReferenceField } from '../../shared/UserReferenceField.tsx'

type AuditRecord = Record<string, unknown>

// Said by the parts below, or only bookkeeping of the player's tracking (the whole record is in the tooltip and CSV).
const shownApart = ['songInfo', 'trackName', 'artistName', 'page', 'roomSlug', 'djUuid', 'elapsedSeconds']
const bookkeeping = ['userUuid', 'playId', 'roomOwnerUuid', 'startedDate', 'updatedDate', 'volumeStart', 'volumeEnd']
const hidden = new Set([...shownApart, ...bookkeeping, 'sent15sec', 'sent30sec', 'subscriptionLevel'])

const text = (value: unknown) => (typeof value === 'string' || typeof value === 'number' ? String(value) : null)
const cut = (value: string) => (value.length > 60 ? `${value.slice(0, 60)}…` : value)
const clock = (seconds: number) => `${Math.floor(seconds / 60)}:${String(Math.round(seconds % 60)).padStart(2, '0')}`

const Part = ({ label, children }: { label?: string; children: ReactNode }) => (
  <Typography component="span" variant="body2" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
    {label && (
      <Typography component="span" variant="body2" sx={{ color: 'text.secondary' }}>
        {label}
      </Typography>
    )}
    {children}
  </Typography>
)

/**
 * An audit event's record in words: the song, the room and the DJ by name, how long it was heard, the page; other
 * plain values as "field value". Ids of the player's own bookkeeping (playId, the caller's id) are left out.
 */
export const AuditRecordSummary = ({ record }: { record: AuditRecord }) => {
  const translate = useTranslate()
  const word = (key: string) => translate(`spinroom.audit_record.${key}`, { _: key })
  const song = (record.songInfo ?? record) as AuditRecord
  const track = text(song.trackName)
  const artist = text(song.artistName)
  const elapsed = typeof record.elapsedSeconds === 'number' ? record.elapsedSeconds : null
  const others = Object.entries(record).filter(([key, value]) => !hidden.has(key) && text(value) !== null)
  return (
    <RecordContextProvider value={record}>
      <Stack direction="row" component="span" sx={{ flexWrap: 'wrap', columnGap: 1.5, rowGap: 0.25 }}>
        {track && <Part>{artist ? translate('spinroom.audit_record.song', { track, artist }) : track}</Part>}
        {text(record.page) && <Part label={word('page')}>{text(record.page)}</Part>}
        {typeof record.roomSlug === 'string' && (
          <Part label={word('room')}>
            <RoomReferenceField source="roomSlug" by="uuid" />
          </Part>
        )}
        {typeof record.djUuid === 'string' && (
          <Part label={word('dj')}>
            <UserReferenceField source="djUuid" />
          </Part>
        )}
        {elapsed !== null && <Part label={word('elapsedSeconds')}>{clock(elapsed)}</Part>}
        {others.map(([key, value]) => (
          <Part key={key} label={word(key)}>
            {cut(text(value)!)}
          </Part>
        ))}
      </Stack>
    </RecordContextProvider>
  )
}
