import { Box, Stack } from '@mui/material'
import {
  BooleanField,
  DateField,
  EditButton,
  FunctionField,
  Labeled,
  NumberField,
  Show,
  SimpleShowLayout,
  TextField,
  TopToolbar,
  useRecordContext
} from 'react-admin'
import type { UploadedSong } from '@spinroom/schemas'
import { ApproveButton, RejectButton, RemoveArtworkButton, RetryButton } from './ReviewButtons.tsx'
import { SongPlayer } from './SongPlayer.tsx'
import { SongStatusField } from './SongStatusField.tsx'
import { Artwork } from './UploadedSongViews.tsx'
import { UserReferenceField } from '../../shared/UserReferenceField.tsx'

const Actions = () => (
  <TopToolbar>
    <ApproveButton />
    <RejectButton />
    <RetryButton />
    <RemoveArtworkButton />
    <EditButton />
  </TopToolbar>
)

const Player = () => {
  const song = useRecordContext<UploadedSong>()
  if (!song) return null
  return (
    <Stack direction="row" spacing={2} sx={{ width: '100%', maxWidth: 720, alignItems: 'center' }}>
      <Artwork song={song} size={96} />
      <Box sx={{ flex: 1 }}>
        <SongPlayer song={song} />
      </Box>
    </Stack>
  )
}

/** One upload to review: listen to it, read its tags and file facts, approve, reject or retry it. */
export const UploadedSongShow = () => (
  <Show actions={<Actions />} queryOptions={{ refetchInterval: 2000 }}>
    <SimpleShowLayout>
      <Player />
      <Labeled label="resources.uploaded-songs.fields.status">
        <SongStatusField />
      </Labeled>
      <TextField source="error" emptyText="—" />
      <TextField source="trackName" emptyText="—" />
      <TextField source="artistName" emptyText="—" />
      <TextField source="albumName" emptyText="—" />
      <TextField source="genre" emptyText="—" />
      <NumberField source="releaseYear" options={{ useGrouping: false }} emptyText="—" />
      <TextField source="isrc" emptyText="—" />
      <BooleanField source="explicit" />
      <BooleanField source="isPublic" />
      <UserReferenceField source="userId" label="resources.uploaded-songs.fields.uploaderNickname" />
      <TextField source="originalName" />
      <FunctionField<UploadedSong>
        source="codec"
        render={(s) =>
          `${s.mimeType} · ${s.codec}${s.bitrate ? ` · ${Math.round(s.bitrate / 1000)} kb/s` : ''} · ${(s.sizeBytes / 1024 / 1024).toFixed(1)} MB · ${s.duration.toFixed(1)} s`
        }
      />
      <DateField source="createdAt" showTime />
      <DateField source="verifiedAt" showTime emptyText="—" />
    </SimpleShowLayout>
  </Show>
)
