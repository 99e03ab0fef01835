import { Box, Typography } from '@mui/material'
import {
  ArrayField,
  BooleanField,
  Datagrid,
  DateField,
  EditButton,
  FunctionField,
  NumberField,
  Show,
  Tab,
  TabbedShowLayout,
  TextField,
  TopToolbar,
  UrlField,
  useTranslate
} from 'react-admin'
import type { Room } from '@spinroom/schemas'
import { DjSeatsButton } from './DjSeatsButton.tsx'
import { ClearGuestPasswordButton, SetGuestPasswordButton } from './GuestPasswordButtons.tsx'
import { PromoteRoomButton } from './PromoteRoomButton.tsx'
import { PinnedMessages } from './PinnedMessages.tsx'
import { PromotedChip } from './PromotedChip.tsx'
import { RoomLive } from './RoomLive.tsx'
import { EnumField } from '../../shared/EnumField.tsx'
import { UserReferenceField } from '../../shared/UserReferenceField.tsx'

const RoomActions = () => (
  <TopToolbar sx={{ flexWrap: 'wrap', rowGap: 0.5 }}>
    <PromoteRoomButton />
    <DjSeatsButton />
    <SetGuestPasswordButton />
    <ClearGuestPasswordButton />
    <EditButton />
  </TopToolbar>
)

const Poster = (_props: { label: string }) => {
  const translate = useTranslate()
  return (
    <FunctionField<Room>
      render={(room) =>
        room.posterUrl ? (
          <Box
            component="img"
            src={room.posterUrl}
            alt={room.name}
            sx={{ maxWidth: 400, maxHeight: 240, borderRadius: 1 }}
          />
        ) : (
          <Typography variant="body2">{translate('spinroom.rooms.no_poster')}</Typography>
        )
      }
    />
  )
}

/**
 * A room: its settings, poster, roles and what is happening in it now (with kick and skip); the admin's actions on top.
 */
export const RoomShow = () => (
  <Show actions={<RoomActions />}>
    <TabbedShowLayout>
      <Tab label="spinroom.rooms.settings">
        <TextField source="name" />
        <PromotedChip label="resources.rooms.fields.promoted" />
        <TextField source="slug" />
        <TextField source="uuid" />
        <TextField source="description" emptyText="—" />
        <TextField source="vibe" emptyText="—" />
        <EnumField source="type" name="roomTypes" variant="text" />
        <EnumField source="design" name="roomDesigns" variant="text" />
        <EnumField source="djType" name="djTypes" variant="text" />
        <EnumField source="musicProviderKeys" name="musicProviderKeys" />
        <NumberField source="numberOfDjs" />
        <NumberField source="songsPerDj" />
        <NumberField source="roomSize" />
        <BooleanField source="isPasswordProtected" />
        <BooleanField source="isGuestPasswordProtected" />
        <BooleanField source="unlisted" />
        <BooleanField source="isLive" />
        <BooleanField source="liveAudio" />
        <BooleanField source="hasChat" />
        <UrlField source="externalUrl" emptyText="—" />
        <TextField source="discordGuildId" emptyText="—" />
        <Poster label="resources.rooms.fields.posterUrl" />
        <DateField source="createdAt" showTime />
        <DateField source="updatedAt" showTime />
      </Tab>
      <Tab label="spinroom.rooms.live" path="live">
        <RoomLive label={false} />
        <PinnedMessages />
      </Tab>
      <Tab label="spinroom.rooms.roles" path="roles">
        <ArrayField source="roomRoles" label={false}>
          <Datagrid bulkActionButtons={false} rowClick={false}>
            <UserReferenceField source="userUuid" />
            <EnumField source="role" name="roomRoles" />
            <DateField source="expirationTime" showTime emptyText="—" />
            <DateField source="createdAt" showTime />
          </Datagrid>
        </ArrayField>
      </Tab>
    </TabbedShowLayout>
  </Show>
)
