import StarsIcon from '@mui/icons-material/Stars'
import type { AvatarBackfill, Season } from '@spinroom/schemas'
import { ConfirmedCallButton } from '../../../actions/ConfirmedCallButton.tsx'

/** Awards the season's SEASON_AWARD avatars to the users who reached their thresholds. */
export const BackfillAvatarsButton = () => (
  <ConfirmedCallButton<Season>
    call={(season) => ({ url: `/api/merch-service/points/backfill-achieved-avatars/${season.id}`, method: 'POST' })}
    name={(season) => season.seasonName}
    label="spinroom.season_backfill.label"
    confirmTitle="spinroom.season_backfill.title"
    confirmContent="spinroom.season_backfill.content"
    done="spinroom.season_backfill.done"
    resultArgs={(json) => ({ created: (json as AvatarBackfill).created })}
    icon={<StarsIcon />}
  />
)
