import { Chip } from '@mui/material'
import {
  CreateButton,
  Datagrid,
  DateField,
  FunctionField,
  List,
  SearchInput,
  TextField,
  TopToolbar,
  useTranslate
} from 'react-admin'
import type { Season } from '@spinroom/schemas'
import { SeasonDeleteButton } from './SeasonDeleteButton.tsx'
import { BackfillAvatarsButton } from './BackfillAvatarsButton.tsx'

const filters = [<SearchInput key="q" source="q" alwaysOn />]

const Running = ({ season }: { season: Season }) => {
  const translate = useTranslate()
  const now = Date.now()
  const state =
    Date.parse(season.seasonEnd) <= now ? 'past' : Date.parse(season.seasonStart) > now ? 'upcoming' : 'current'
  return (
    <Chip
      size="small"
      variant="outlined"
      color={state === 'current' ? 'success' : 'default'}
      label={translate(`spinroom.seasons.${state}`)}
    />
  )
}

export const SeasonList = () => (
  <List
    filters={filters}
    sort={{ field: 'seasonStart', order: 'DESC' }}
    perPage={25}
    actions={
      <TopToolbar>
        <CreateButton />
      </TopToolbar>
    }
  >
    <Datagrid rowClick="edit" bulkActionButtons={false}>
      <TextField source="seasonName" />
      <DateField source="seasonStart" showTime />
      <DateField source="seasonEnd" showTime />
      <FunctionField<Season> label="spinroom.seasons.state" render={(season) => <Running season={season} />} />
      <SeasonDeleteButton />
      <BackfillAvatarsButton />
    </Datagrid>
  </List>
)
