import { useState } from 'react'
import { Stack, TextField as MuiTextField, Typography } from '@mui/material'
import PushPinIcon from '@mui/icons-material/PushPin'
import ClearIcon from '@mui/icons-material/Clear'
import { ArrayField, Datagrid, DateField, TextField, useShowContext, useTranslate } from 'react-admin'
import { routes, MAX_PINNED_MESSAGES, type PinnedMessage, type Room } from '@spinroom/schemas'
import { ConfirmedCallButton } from '../../../actions/ConfirmedCallButton.tsx'
import type { ConsoleDataProvider } from '../../../data/types.ts'

/** The room's pinned list is written whole: ids keep each message's pinner and time. */
const savePinned = (p: ConsoleDataProvider, room: Room, messages: Pick<PinnedMessage, 'id' | 'message'>[]) =>
  p.call(routes.rooms.pinMessages, {
    params: { id: String(room.id) },
    body: { pinnedMessages: messages.map(({ id, message }) => ({ id, message })) }
  })

const PinMessageButton = () => {
  const translate = useTranslate()
  const [message, setMessage] = useState('')
  return (
    <ConfirmedCallButton<Room>
      name={(r) => r.name}
      route={routes.rooms.pinMessages}
      roomId={(r) => String(r.id)}
      call={(r, p) => savePinned(p, r, [...r.pinnedMessages, { id: crypto.randomUUID(), message: message.trim() }])}
      label="spinroom.rooms.pin_message"
      confirmTitle="spinroom.rooms.pin_message_title"
      confirmContent={
        <Stack spacing={1} sx={{ pt: 1, minWidth: 360 }}>
          <MuiTextField
            name="pinnedMessage"
            label={translate('spinroom.rooms.pinned_message')}
            value={message}
            multiline
            minRows={2}
            slotProps={{ htmlInput: { maxLength: 1000 } }}
            onChange={(event) => setMessage(event.target.value)}
          />
          <Typography variant="body2">
            {translate('spinroom.rooms.pin_message_content', { max: MAX_PINNED_MESSAGES })}
          </Typography>
        </Stack>
      }
      done="spinroom.rooms.message_pinned"
      icon={<PushPinIcon />}
      disabled={(r) => r.pinnedMessages.length >= MAX_PINNED_MESSAGES}
      onClose={() => setMessage('')}
    />
  )
}

const UnpinButton = () => {
  const { record: room } = useShowContext<Room>()
  if (!room) return null
  return (
    <ConfirmedCallButton<PinnedMessage>
      name={(m) => m.message}
      route={routes.rooms.pinMessages}
      roomId={() => String(room.id)}
      call={(m, p) =>
        savePinned(
          p,
          room,
          room.pinnedMessages.filter((kept) => kept.id !== m.id)
        )
      }
      label="spinroom.rooms.unpin"
      confirmTitle="spinroom.rooms.unpin_title"
      confirmContent="spinroom.rooms.unpin_content"
      done="spinroom.rooms.message_unpinned"
      icon={<ClearIcon />}
      color="warning"
    />
  )
}

/** The messages pinned above the room's chat, with pin and unpin for those who may pin in this room. */
export const PinnedMessages = () => {
  const translate = useTranslate()
  return (
    <Stack spacing={1} sx={{ mt: 2 }}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography variant="subtitle1">{translate('resources.rooms.fields.pinnedMessages')}</Typography>
        <PinMessageButton />
      </Stack>
      <ArrayField source="pinnedMessages" label={false}>
        <Datagrid
          bulkActionButtons={false}
          rowClick={false}
          empty={<Typography variant="body2">{translate('spinroom.rooms.no_pinned_messages')}</Typography>}
        >
          <TextField source="message" label="spinroom.rooms.pinned_message" />
          <DateField source="pinnedAt" label="spinroom.rooms.pinned_at" showTime />
          <UnpinButton />
        </Datagrid>
      </ArrayField>
    </Stack>
  )
}
