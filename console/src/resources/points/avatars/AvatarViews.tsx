import {
  BooleanField,
  BooleanInput,
  FormDataConsumer,
  NullableBooleanInput,
  NumberField,
  NumberInput,
  ReferenceInput,
  SearchInput,
  SelectInput,
  SimpleForm,
  TextField,
  TextInput,
  minValue,
  required
} from 'react-admin'
import { CreatableList } from '../../shared/CreatableList.tsx'
import { routes } from '@spinroom/schemas'
import { schemaValidators } from '../../../data/validate.ts'
import { AvatarImage } from './AvatarImage.tsx'
import { AvatarImageInput } from './AvatarImageInput.tsx'
import { AvatarStatusField, statusChoices } from './AvatarStatusField.tsx'
import { SeasonFilterInput } from '../../shared/FilterInputs.tsx'
import { SeasonReferenceField } from '../../shared/SeasonReferenceField.tsx'

// The list and the form side by side: a plain field's column and input are added here together.

// Sent inside `filter`: {"q":"cat"}, {"avatarStatus":"PUBLIC"}, {"discordOnly":true}, {"seasonId":"…"}.
const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="avatarStatus" source="avatarStatus" choices={statusChoices} alwaysOn />,
  <NullableBooleanInput key="discordOnly" source="discordOnly" alwaysOn />,
  <SeasonFilterInput key="seasonId" source="seasonId" alwaysOn />
]

export const AvatarList = () => (
  <CreatableList filters={filters} sort={{ field: 'createdAt', order: 'DESC' }} rowClick="show" deletable>
    <AvatarImage label="spinroom.avatars.image" />
    <TextField source="name" />
    <TextField source="slug" sx={{ fontFamily: 'monospace' }} />
    <AvatarStatusField source="avatarStatus" label="resources.avatars.fields.avatarStatus" />
    <BooleanField source="discordOnly" />
    <SeasonReferenceField source="seasonId" />
    <NumberField source="pointsThreshold" emptyText="—" />
  </CreatableList>
)

const v = schemaValidators(routes.points.createAvatar.body, { slug: 'spinroom.avatars.slug_rule' })

/** The award rules are the API's too: its 400 names the field, and the form shows it. */
export const AvatarForm = () => (
  <SimpleForm>
    <AvatarImageInput />
    <TextInput source="slug" validate={v.slug} helperText="spinroom.avatars.slug_rule" />
    <TextInput source="name" validate={v.name} />
    <TextInput source="description" multiline minRows={2} validate={v.description} />
    <SelectInput source="avatarStatus" choices={statusChoices} validate={v.avatarStatus} />
    <FormDataConsumer<{ avatarStatus?: string }>>
      {({ formData }) =>
        formData.avatarStatus === 'SEASON_AWARD' && (
          <>
            <ReferenceInput source="seasonId" reference="seasons" sort={{ field: 'seasonStart', order: 'DESC' }}>
              <SelectInput optionText="seasonName" validate={required()} />
            </ReferenceInput>
            <NumberInput source="pointsThreshold" min={0} step={1} validate={[required(), minValue(0)]} />
          </>
        )
      }
    </FormDataConsumer>
    <BooleanInput source="discordOnly" helperText="spinroom.avatars.discord_hint" />
  </SimpleForm>
)
