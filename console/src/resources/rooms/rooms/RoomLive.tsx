import { useCallback } from 'react'
import { Alert, Box, LinearProgress, Stack, Typography } from '@mui/material'
import { useRecordContext, useTranslate } from 'react-admin'
import type { Room } from '@spinroom/schemas'
import { readAuth } from '../../../auth/storage.ts'
import { LiveNowPlaying } from './LiveNowPlaying.tsx'
import { AudiencePanel } from './live/AudiencePanel.tsx'
import { ChatFeed } from './live/ChatFeed.tsx'
import { useDeskAccess, deskTargets } from './live/deskAccess.ts'
import { LiveDeskContext, useLiveState } from './live/LiveDeskContext.ts'
import { RecentActs } from './live/RecentActs.tsx'
import { useLiveConnection, type LiveDesk } from './live/useLiveConnection.ts'

const message = (error: unknown) => (error instanceof Error ? error.message : String(error))

const Desk = ({ desk, room }: { desk: LiveDesk; room: Room }) => {
  const translate = useTranslate()
  const connection = useLiveState(desk.room)
  const roomId = String(room.id)
  const may = useDeskAccess(roomId)
  const serverNow = useCallback(() => desk.room.serverNow(), [desk])
  const selfUuid = readAuth()?.user.id ?? null
  const live = connection.live
  const mayTarget = deskTargets(roomId, live?.settings.roomRoles ?? [], selfUuid)
  if (connection.status === 'kicked')
    return <Alert severity="warning">{translate('spinroom.live_desk.kicked_out')}</Alert>
  if (!live && connection.error) return <Alert severity="error">{message(connection.error)}</Alert>
  if (!live) return <LinearProgress />
  return (
    <Stack spacing={3} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography variant="caption" color="text.secondary" data-testid="live-status">
          {translate(`spinroom.live_desk.status.${connection.status}`)}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {translate('spinroom.live_desk.watching_note')}
        </Typography>
      </Stack>
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', lg: 'minmax(0, 7fr) minmax(0, 5fr)' } }}>
        <Stack spacing={3} sx={{ minWidth: 0 }}>
          <LiveNowPlaying state={live} serverNow={serverNow} />
          <AudiencePanel roomId={roomId} state={live} selfUuid={selfUuid} may={may} mayTarget={mayTarget} />
        </Stack>
        <ChatFeed desk={desk} roomId={roomId} roomUuid={room.uuid} may={may} mayTarget={mayTarget} />
      </Box>
      {may.acts && <RecentActs />}
    </Stack>
  )
}

/**
 * The Live tab, a moderation desk: the desk joins the live room as the signed-in moderator (who shows in its audience
 * while the tab is open), so the stage, the audience and the chat update as they happen.
 */
export const RoomLive = (_props: { label: false }) => {
  const room = useRecordContext<Room>()
  const { desk, failure } = useLiveConnection(room?.uuid)
  if (failure) return <Alert severity="error">{message(failure)}</Alert>
  if (!room || !desk) return <LinearProgress />
  return (
    <LiveDeskContext.Provider value={desk}>
      <Desk desk={desk} room={room} />
    </LiveDeskContext.Provider>
  )
}
