import { Create, SimpleForm, TextInput, maxLength, required } from 'react-admin'

/** The API normalises the number to E.164 and refuses one it cannot parse, naming the field. */
export const PhoneNumberCreate = () => (
  <Create redirect="list">
    <SimpleForm>
      <TextInput
        source="phone"
        validate={[required(), maxLength(32)]}
        helperText="spinroom.phones.phone_hint"
        autoFocus
      />
      <TextInput source="note" validate={maxLength(200)} fullWidth />
    </SimpleForm>
  </Create>
)
