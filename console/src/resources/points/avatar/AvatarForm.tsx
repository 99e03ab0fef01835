import {
  BooleanInput,
  FormDataConsumer,
  NumberInput,
  ReferenceInput,
  SelectInput,
  SimpleForm,
  TextInput,
  maxLength,
  minValue,
  regex,
  required
} from 'react-admin'
import { AvatarImageInput } from './AvatarImageInput.tsx'
import { statusChoices } from './AvatarStatusField.tsx'

const slugRule = regex(/^[a-z0-9-]{2,64}$/, 'spinroom.avatars.slug_rule')

/** The award rules are the API's too: its 400 names the field, and the form shows it. */
export const AvatarForm = () => (
  <SimpleForm>
    <AvatarImageInput />
    <TextInput source="slug" validate={[required(), slugRule]} helperText="spinroom.avatars.slug_rule" />
    <TextInput source="name" validate={[required(), maxLength(100)]} />
    <TextInput source="description" multiline minRows={2} validate={maxLength(2000)} />
    <SelectInput source="avatarStatus" choices={statusChoices} validate={required()} />
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
