import { Card, CardContent, Chip, List, ListItemButton, ListItemText, Typography } from '@mui/material'
import { useCreatePath, useGetMany, useTranslate } from 'react-admin'
import { Link } from 'react-router-dom'
import type { Room } from '@spinroom/schemas'
import { currentCaller } from '../auth/access.ts'
import { useEnumWords } from '../resources/shared/EnumField.tsx'

/** For whoever runs rooms without a global role: those rooms, each a link to its live desk. */
export const RoomsYouRun = () => {
  const translate = useTranslate()
  const words = useEnumWords()
  const createPath = useCreatePath()
  const held = currentCaller().roomRoles ?? {}
  const ids = Object.keys(held).map(Number)
  const { data: rooms = [] } = useGetMany<Room>('rooms', { ids }, { enabled: ids.length > 0 })
  if (!ids.length) return null
  return (
    <Card>
      <CardContent>
        <Typography variant="h6">{translate('spinroom.dashboard.rooms_you_run')}</Typography>
        <List dense data-testid="rooms-you-run">
          {rooms.map((room) => (
            <ListItemButton
              key={room.id}
              component={Link}
              to={`${createPath({ resource: 'rooms', id: room.id, type: 'show' })}/live`}
            >
              <ListItemText primary={room.name} secondary={room.slug} />
              <Chip size="small" label={words('roomRoles', held[String(room.id)]!)} />
            </ListItemButton>
          ))}
        </List>
      </CardContent>
    </Card>
  )
}
