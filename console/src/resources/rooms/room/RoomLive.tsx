import { useMemo } from 'react'
import { Alert, Chip, LinearProgress, Stack, Typography } from '@mui/material'
import RefreshIcon from '@mui/icons-material/Refresh'
import {
  Button,
  Datagrid,
  FunctionField,
  ListContextProvider,
  TextField,
  useGetOne,
  useList,
  useRecordContext,
  useTranslate
} from 'react-admin'
import type { Room, RoomStateResult } from '@spinroom/schemas'
import { KickFromRoomButton } from './KickFromRoomButton.tsx'
import { LiveNowPlaying } from './LiveNowPlaying.tsx'
import { liveRows, type LiveRow } from './liveRows.ts'

/** How often the Live tab asks for the room's state again. */
const POLL_MS = 5000

const placeColor = { playing: 'primary', dj: 'secondary', floor: 'default', audience: 'default' } as const

/**
 * The Live tab: what plays and who is in the room, polled every few seconds; a moderator skips the song or kicks a user
 * from here.
 */
export const RoomLive = (_props: { label: false }) => {
  const room = useRecordContext<Room>()
  const translate = useTranslate()
  const {
    data: live,
    error,
    refetch,
    isFetching,
    dataUpdatedAt
  } = useGetOne<RoomStateResult & { id: Room['id'] }>(
    'room-live-states',
    { id: room?.id ?? 0 },
    { enabled: !!room, refetchInterval: POLL_MS }
  )
  const rows = useMemo(() => (live ? liveRows(live.state) : []), [live])
  const list = useList<LiveRow>({ data: rows })
  if (error) return <Alert severity="error">{error.message}</Alert>
  if (!live) return <LinearProgress />
  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'flex-end' }}>
        <Typography variant="caption" color="text.secondary" data-testid="live-updated">
          {translate('spinroom.rooms.live_updated', { time: new Date(dataUpdatedAt).toLocaleTimeString() })}
        </Typography>
        <Button label="spinroom.rooms.refresh" onClick={() => void refetch()} disabled={isFetching}>
          <RefreshIcon />
        </Button>
      </Stack>
      <LiveNowPlaying live={live} />
      <Typography variant="subtitle1">{translate('spinroom.rooms.in_room', { smart_count: rows.length })}</Typography>
      <ListContextProvider value={list}>
        <Datagrid
          bulkActionButtons={false}
          rowClick={false}
          empty={<Typography variant="body2">{translate('spinroom.rooms.nobody_in_room')}</Typography>}
        >
          <FunctionField<LiveRow>
            label="spinroom.rooms.live_user"
            render={(user) => (
              <>
                <Typography variant="body2">{user.nickname}</Typography>
                <Typography variant="caption" color="text.secondary">
                  {user.uuid}
                </Typography>
              </>
            )}
          />
          <FunctionField<LiveRow>
            label="spinroom.rooms.live_place"
            render={(user) => (
              <Chip
                size="small"
                color={placeColor[user.place]}
                variant={user.place === 'playing' ? 'filled' : 'outlined'}
                label={translate(`spinroom.rooms.places.${user.place}`)}
              />
            )}
          />
          <TextField source="highestRole" label="spinroom.rooms.live_role" sortable={false} />
          <KickFromRoomButton roomUuid={live.roomUuid} />
        </Datagrid>
      </ListContextProvider>
    </Stack>
  )
}
