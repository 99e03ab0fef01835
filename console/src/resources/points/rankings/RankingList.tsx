import { Typography } from '@mui/material'
import {
  Datagrid,
  DateField,
  List,
  Loading,
  NumberField,
  ReferenceInput,
  SelectInput,
  TopToolbar,
  required,
  useTranslate
} from 'react-admin'
import { SeasonReferenceField } from '../../shared/SeasonReferenceField.tsx'
import { UserReferenceField } from '../../shared/UserReferenceField.tsx'
import { rankingsResource } from './resource.ts'
import { PointsAdjustmentButton } from './PointsAdjustmentButton.tsx'
import { isRunning, useSeasons } from '../seasons/useSeasons.ts'
import type { Season } from '@spinroom/schemas'

// Always one season: ranks are per season, so mixing seasons would make them read out of order.
const seasonFilter = (current: string) => [
  <ReferenceInput
    key="seasonId"
    source="seasonId"
    reference="seasons"
    sort={{ field: 'seasonStart', order: 'DESC' }}
    perPage={100}
    alwaysOn
  >
    <SelectInput
      optionText={(season: Season) => (isRunning(season) ? `${season.seasonName} (${current})` : season.seasonName)}
      validate={required()}
    />
  </ReferenceInput>
]

/** One season's ranking statuses, best first (the current season unless another is chosen); ties share a rank. */
export const RankingList = () => {
  const translate = useTranslate()
  const { current, isPending } = useSeasons()
  if (isPending) return <Loading />
  return (
    <List
      resource={rankingsResource}
      filters={seasonFilter(translate('spinroom.seasons.current'))}
      filterDefaultValues={current ? { seasonId: current.id } : {}}
      sort={{ field: 'balance', order: 'DESC' }}
      perPage={25}
      actions={
        <TopToolbar>
          <PointsAdjustmentButton />
        </TopToolbar>
      }
    >
      <Datagrid
        bulkActionButtons={false}
        rowClick={false}
        data-testid="season-ranking"
        empty={<Typography sx={{ p: 2 }}>{translate('spinroom.leaderboard.empty')}</Typography>}
      >
        <NumberField source="rank" sortable={false} />
        <UserReferenceField source="userUuid" sortable={false} />
        <SeasonReferenceField source="seasonId" sortable={false} />
        <NumberField source="balance" sortable={false} />
        <DateField source="updatedAt" showTime sortable={false} />
      </Datagrid>
    </List>
  )
}
