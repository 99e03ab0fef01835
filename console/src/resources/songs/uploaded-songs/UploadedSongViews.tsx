import {
  BooleanInput,
  Datagrid,
  DateField,
  FunctionField,
  List,
  NumberInput,
  SelectInput,
  SimpleForm,
  TextField,
  TextInput,
  TopToolbar,
  useListContext
} from 'react-admin'
import { routes, type UploadedSong } from '@spinroom/schemas'
import { schemaValidators } from '../../../data/validate.ts'
import { SongStatusField } from './SongStatusField.tsx'
import { UploadSongButton } from './UploadSongButton.tsx'
import { AuthedImage } from '../../shared/AuthedImage.tsx'
import { enumChoices } from '../../shared/enums.ts'
import { UserFilterInput } from '../../shared/FilterInputs.tsx'
import { UserReferenceField } from '../../shared/UserReferenceField.tsx'

// The list and the form side by side: a plain tag's column and input are added here together.

const filters = [
  <SelectInput key="status" source="status" alwaysOn choices={enumChoices('songStatuses')} />,
  <UserFilterInput key="userId" source="userId" label="resources.uploaded-songs.fields.uploaderNickname" alwaysOn />
]

/** A song's artwork: until verified the API gives it only to its uploader and moderators, with their token. */
export const Artwork = ({ song, size }: { song: UploadedSong; size: number }) => (
  <AuthedImage src={song.artwork} authed={song.status !== 'VERIFIED'} size={size} testId="song-artwork" />
)

const Rows = () => {
  const { data } = useListContext<UploadedSong>()
  return (
    <Datagrid rowClick="show" bulkActionButtons={false} data={data}>
      <FunctionField<UploadedSong> source="artwork" sortable={false} render={(s) => <Artwork song={s} size={40} />} />
      <TextField source="trackName" sortable={false} emptyText="—" />
      <TextField source="artistName" sortable={false} emptyText="—" />
      <UserReferenceField source="userId" label="resources.uploaded-songs.fields.uploaderNickname" sortable={false} />
      <SongStatusField label="resources.uploaded-songs.fields.status" />
      <FunctionField<UploadedSong>
        source="duration"
        sortable={false}
        render={(s) => `${Math.floor(s.duration / 60)}:${String(Math.round(s.duration % 60)).padStart(2, '0')}`}
      />
      <DateField source="createdAt" showTime sortable={false} />
    </Datagrid>
  )
}

/** Every upload, newest first: the verification queue (filter a status), with transcode progress as it moves. */
export const UploadedSongList = () => (
  <List
    filters={filters}
    perPage={25}
    sort={{ field: 'createdAt', order: 'DESC' }}
    // Transcodes move on their own: the page follows them.
    queryOptions={{ refetchInterval: 2000 }}
    actions={
      <TopToolbar>
        <UploadSongButton />
      </TopToolbar>
    }
  >
    <Rows />
  </List>
)

const v = schemaValidators(routes.songs.editSongTags.body, {
  isrc: 'spinroom.songs.isrc_format',
  artwork: 'spinroom.songs.artwork_format'
})

/** Tags of a song (PATCH /songs/{id}); the rules come from the route's body schema. */
export const UploadedSongForm = () => (
  <SimpleForm>
    <TextInput source="trackName" validate={v.trackName} />
    <TextInput source="artistName" validate={v.artistName} />
    <TextInput source="albumName" validate={v.albumName} />
    <TextInput source="genre" validate={v.genre} />
    <NumberInput source="releaseYear" validate={v.releaseYear} step={1} />
    <TextInput source="isrc" validate={v.isrc} />
    <TextInput source="artwork" validate={v.artwork} fullWidth />
    <BooleanInput source="explicit" />
    <BooleanInput source="isPublic" />
  </SimpleForm>
)
