import StarsIcon from '@mui/icons-material/Stars'
import { routes, type AvatarBackfill, type Season } from '@spinroom/schemas'
import { ConfirmedCallButton } from '../../../actions/ConfirmedCallButton.tsx'

/** Awards the season's SEASON_AWARD avatars to the users who reached their thresholds. */
export const BackfillAvatarsButton = () => (
  <ConfirmedCallButton<Season, AvatarBackfill>
    route={routes.points.backfillAchievedAvatars}
    call={(season, p) => p.call(routes.points.backfillAchievedAvatars, { params: { seasonId: season.id } })}
    name={(season) => season.seasonName}
    label="spinroom.season_backfill.label"
    confirmTitle="spinroom.season_backfill.title"
    confirmContent="spinroom.season_backfill.content"
    done="spinroom.season_backfill.done"
    resultArgs={(result) => ({ created: result.created })}
    icon={<StarsIcon />}
  />
)
