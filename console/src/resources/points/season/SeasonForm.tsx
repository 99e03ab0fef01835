import { DateTimeInput, SimpleForm, TextInput, maxLength, required } from 'react-admin'

/** The overlap rule is the API's: its 400 names the season in the way, and the form shows it. */
export const SeasonForm = () => (
  <SimpleForm>
    <TextInput source="seasonName" validate={[required(), maxLength(100)]} />
    <DateTimeInput source="seasonStart" validate={required()} />
    <DateTimeInput source="seasonEnd" validate={required()} />
  </SimpleForm>
)
