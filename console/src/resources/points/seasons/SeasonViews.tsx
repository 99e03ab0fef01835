import { DateField, DateTimeInput, FunctionField, SearchInput, SimpleForm, TextField, TextInput } from 'react-admin'
import { CreatableList } from '../../shared/CreatableList.tsx'
import { routes, type Season } from '@spinroom/schemas'
import { schemaValidators } from '../../../data/validate.ts'
import { SeasonDeleteButton } from './SeasonDeleteButton.tsx'
import { BackfillAvatarsButton } from './BackfillAvatarsButton.tsx'
import { TimeSpanChip } from '../../shared/TimeSpanChip.tsx'

// The list and the form side by side: a plain field's column and input are added here together.

const filters = [<SearchInput key="q" source="q" alwaysOn />]

export const SeasonList = () => (
  <CreatableList filters={filters} sort={{ field: 'seasonStart', order: 'DESC' }}>
    <TextField source="seasonName" />
    <DateField source="seasonStart" showTime />
    <DateField source="seasonEnd" showTime />
    <FunctionField<Season>
      label="spinroom.seasons.state"
      render={(season) => (
        <TimeSpanChip start={season.seasonStart} end={season.seasonEnd} labels="spinroom.seasons" now="current" />
      )}
    />
    <SeasonDeleteButton />
    <BackfillAvatarsButton />
  </CreatableList>
)

const v = schemaValidators(routes.points.createSeason.body)

/** The overlap rule is the API's: its 400 names the season in the way, and the form shows it. */
export const SeasonForm = () => (
  <SimpleForm>
    <TextInput source="seasonName" validate={v.seasonName} />
    <DateTimeInput source="seasonStart" validate={v.seasonStart} />
    <DateTimeInput source="seasonEnd" validate={v.seasonEnd} />
  </SimpleForm>
)
