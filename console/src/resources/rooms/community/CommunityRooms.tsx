import { useState } from 'react'
import { Card, CardContent, CardHeader, Chip, IconButton, Stack, Table, TableBody, TableCell, TableHead, TableRow, TextField } from '@mui/material'
import LinkOffIcon from '@mui/icons-material/LinkOff'
import { Button, useRecordContext, useTranslate } from 'react-admin'
import type { Community, Room } from '@spinroom/schemas'
import { usePanel } from './usePanel.ts'

const R = '/api/room-service'

/** A community's rooms: add one by id, uuid or slug, remove each. */
export const CommunityRooms = () => {
  const community = useRecordContext<Community>()
  const translate = useTranslate()
  const [room, setRoom] = useState('')
  const { rows, total, call } = usePanel<Room>(community ? `${R}/communities/${community.id}/rooms` : null)
  if (!community) return null
  const base = `${R}/communities/${community.id}/rooms`
  const add = () => call('PUT', `${base}/${encodeURIComponent(room.trim())}`, 'spinroom.communities.room_added').then(() => setRoom(''))
  return (
    <Card variant="outlined" sx={{ mt: 2 }}>
      <CardHeader title={translate('spinroom.communities.rooms', { smart_count: total })} />
      <CardContent>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 2 }}>
          <TextField size="small" name="room" label={translate('spinroom.communities.add_room_label')} value={room} onChange={(e) => setRoom(e.target.value)} sx={{ minWidth: 280 }} />
          <Button label="spinroom.communities.add_room" variant="contained" disabled={!room.trim()} onClick={add} />
        </Stack>
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell>ID</TableCell>
              <TableCell>{translate('spinroom.communities.room_name')}</TableCell>
              <TableCell>Slug</TableCell>
              <TableCell>{translate('spinroom.communities.room_type')}</TableCell>
              <TableCell />
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((r) => (
              <TableRow key={r.id}>
                <TableCell>{r.id}</TableCell>
                <TableCell>{r.name}</TableCell>
                <TableCell>{r.slug}</TableCell>
                <TableCell>
                  <Chip size="small" variant="outlined" label={r.type} />
                </TableCell>
                <TableCell align="right">
                  <IconButton aria-label={translate('spinroom.communities.remove_room', { name: r.name })} onClick={() => call('DELETE', `${base}/${r.id}`, 'spinroom.communities.room_removed')}>
                    <LinkOffIcon fontSize="small" />
                  </IconButton>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </CardContent>
    </Card>
  )
}
