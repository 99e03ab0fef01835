import { BooleanInput, NumberInput, SimpleForm, TextInput } from 'react-admin'
import { routes } from '@spinroom/schemas'
import { schemaValidators } from '../../../data/validate.ts'

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
