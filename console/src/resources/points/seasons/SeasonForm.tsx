import { DateTimeInput, SimpleForm, TextInput } from 'react-admin'
import { routes } from '@spinroom/schemas'
import { schemaValidators } from '../../../data/validate.ts'

const v = schemaValidators(routes.points.createSeason.body)

/** The overlap rule is the API's: its 400 names the season in the way, and the form shows it. */
export const SeasonForm = () => (
  <SimpleForm>
    <TextInput source="seasonName" validate={v.seasonName} />
    <DateTimeInput source="seasonStart" validate={v.seasonStart} />
    <DateTimeInput source="seasonEnd" validate={v.seasonEnd} />
  </SimpleForm>
)
