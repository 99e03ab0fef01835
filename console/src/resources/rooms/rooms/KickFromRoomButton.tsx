import LogoutIcon from '@mui/icons-material/Logout'
import { DeskActionButton } from './live/DeskActionButton.tsx'
import { useLiveDesk } from './live/LiveDeskContext.ts'

/** Kicks a user out of the live room for a chosen time, with a reason, as a live action of the desk's connection. */
export const KickFromRoomButton = (props: { roomUuid: string; userUuid: string; name: string; compact?: boolean }) => {
  const { client } = useLiveDesk()
  const { roomUuid, userUuid, name, compact } = props
  return (
    <DeskActionButton
      label="kick"
      title="kick_title"
      content="kick_content"
      done="kicked"
      args={{ name }}
      icon={<LogoutIcon fontSize={compact ? 'small' : undefined} />}
      lasting
      compact={compact}
      run={(input) => client.live.kickUserFromRoom({ roomUuid, userUuid, ...input })}
    />
  )
}
