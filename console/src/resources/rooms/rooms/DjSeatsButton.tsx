import { useState } from 'react'
import { Slider, Stack, Typography } from '@mui/material'
import EventSeatIcon from '@mui/icons-material/EventSeat'
import { useRecordContext, useTranslate } from 'react-admin'
import { routes, MAX_DJ_SEATS, MIN_DJ_SEATS, type Room } from '@spinroom/schemas'
import { ConfirmedCallButton } from '../../../actions/ConfirmedCallButton.tsx'

/** Sets the number of DJ seats of the shown room, 1..10. */
export const DjSeatsButton = () => {
  const room = useRecordContext<Room>()
  const translate = useTranslate()
  const [seats, setSeats] = useState<number | null>(null)
  if (!room) return null
  const value = seats ?? room.numberOfDjs
  return (
    <ConfirmedCallButton<Room>
      name={(r) => r.name}
      route={routes.rooms.setRoomDjSeats}
      call={(r, p) =>
        p.call(routes.rooms.setRoomDjSeats, { params: { id: String(r.id) }, body: { numberOfDjs: value } })
      }
      label="spinroom.rooms.dj_seats"
      confirmTitle="spinroom.rooms.dj_seats_title"
      confirmContent={
        <Stack spacing={1} sx={{ pt: 2, px: 1, minWidth: 320 }}>
          <Slider
            aria-label={translate('spinroom.rooms.dj_seats')}
            value={value}
            min={MIN_DJ_SEATS}
            max={MAX_DJ_SEATS}
            step={1}
            marks
            valueLabelDisplay="on"
            onChange={(_event, next) => setSeats(next as number)}
          />
          <Typography variant="body2">{translate('spinroom.rooms.dj_seats_content', { seats: value })}</Typography>
        </Stack>
      }
      done="spinroom.rooms.dj_seats_saved"
      icon={<EventSeatIcon />}
      onClose={() => setSeats(null)}
    />
  )
}
