import { useMemo } from 'react'
import { Chip, Stack, Typography } from '@mui/material'
import { Datagrid, FunctionField, ListContextProvider, useList, useTranslate } from 'react-admin'
import type { LiveRoomState } from '@spinroom/schemas'
import { KickFromRoomButton } from '../KickFromRoomButton.tsx'
import { liveRows, roleKey, type LiveRow } from '../liveRows.ts'
import { DisableChatButton } from './DisableChatButton.tsx'
import { LiveAvatar } from './LiveAvatar.tsx'

const placeColor = { playing: 'primary', dj: 'secondary', floor: 'default', audience: 'default' } as const

interface AudienceProps {
  roomId: string
  state: LiveRoomState
  /** The desk's own user, who joined to watch: marked, and never a target. */
  selfUuid: string | null
  may: { moderate: boolean; disableChat: boolean }
  /** Whether the desk's user may kick or silence this user (deskTargets). */
  mayTarget: (uuid: string) => boolean
}

/** Everyone in the room with where they are and their role; kick and disable chat for moderators. */
export const AudiencePanel = ({ roomId, state, selfUuid, may, mayTarget }: AudienceProps) => {
  const translate = useTranslate()
  const rows = useMemo(() => liveRows(state), [state])
  const list = useList<LiveRow>({ data: rows, perPage: 1000 })
  return (
    <Stack spacing={1}>
      <Typography variant="subtitle1">{translate('spinroom.rooms.in_room', { smart_count: rows.length })}</Typography>
      <ListContextProvider value={list}>
        <Datagrid
          bulkActionButtons={false}
          rowClick={false}
          data-testid="live-audience"
          empty={<Typography variant="body2">{translate('spinroom.rooms.nobody_in_room')}</Typography>}
        >
          <FunctionField<LiveRow>
            label="spinroom.rooms.live_user"
            render={(user) => (
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                <LiveAvatar slug={user.avatarId} name={user.nickname} />
                <Typography variant="body2">{user.nickname}</Typography>
                {user.uuid === selfUuid && (
                  <Chip size="small" variant="outlined" label={translate('spinroom.live_desk.you')} />
                )}
              </Stack>
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
          <FunctionField<LiveRow>
            label="spinroom.rooms.live_role"
            render={(user) => (
              <Stack direction="row" spacing={0.5} sx={{ flexWrap: 'wrap', rowGap: 0.5 }}>
                <Chip size="small" label={translate(roleKey(user.highestRole) ?? '', { _: user.highestRole })} />
                {user.chatOffUntil !== undefined && (
                  <Chip
                    size="small"
                    color="warning"
                    variant="outlined"
                    label={
                      user.chatOffUntil
                        ? translate('spinroom.live_desk.chat_off_until', {
                            time: new Date(user.chatOffUntil).toLocaleTimeString()
                          })
                        : translate('spinroom.live_desk.chat_off')
                    }
                  />
                )}
              </Stack>
            )}
          />
          <FunctionField<LiveRow>
            label={false}
            textAlign="right"
            render={(user) =>
              mayTarget(user.uuid) && (
                <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
                  {may.disableChat && user.tokenRole !== 'guest' && (
                    <DisableChatButton roomId={roomId} userUuid={user.uuid} name={user.nickname} compact />
                  )}
                  {may.moderate && (
                    <KickFromRoomButton
                      roomUuid={state.settings.uuid}
                      userUuid={user.uuid}
                      name={user.nickname}
                      compact
                    />
                  )}
                </Stack>
              )
            }
          />
        </Datagrid>
      </ListContextProvider>
    </Stack>
  )
}
