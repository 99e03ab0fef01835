import StarIcon from '@mui/icons-material/Star'
import StarBorderIcon from '@mui/icons-material/StarBorder'
import { useRecordContext } from 'react-admin'
import { routes, type Room } from '@spinroom/schemas'
import { ConfirmedCallButton } from '../../../actions/ConfirmedCallButton.tsx'

/** Promotes or unpromotes the shown room. */
export const PromoteRoomButton = () => {
  const room = useRecordContext<Room>()
  if (!room) return null
  const verb = room.promoted ? 'unpromote' : 'promote'
  return (
    <ConfirmedCallButton<Room>
      name={(r) => r.name}
      route={routes.rooms.promoteRoom}
      call={(r, p) =>
        p.call(routes.rooms.promoteRoom, { params: { id: String(r.id) }, body: { promoted: !r.promoted } })
      }
      label={`spinroom.rooms.${verb}`}
      confirmTitle={`spinroom.rooms.${verb}_title`}
      confirmContent={`spinroom.rooms.${verb}_content`}
      done={`spinroom.rooms.${verb}_done`}
      icon={room.promoted ? <StarBorderIcon /> : <StarIcon />}
    />
  )
}
