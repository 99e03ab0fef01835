import {
  BooleanInput,
  FormDataConsumer,
  NumberInput,
  ReferenceInput,
  SelectInput,
  SimpleForm,
  TextInput,
  minValue,
  required
} from 'react-admin'
import { AvatarImageInput } from './AvatarImageInput.tsx'
import { statusChoices } from './AvatarStatusField.tsx'
import { routes } from '@spinroom/schemas'
import { schemaValidators } from '../../../data/validate.ts'

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
