import { useState } from 'react'
import { Checkbox, FormControlLabel, FormGroup } from '@mui/material'
import VerifiedIcon from '@mui/icons-material/Verified'
import { useRecordContext } from 'react-admin'
import { routes, badges as allBadges, type User } from '@spinroom/schemas'
import { ModerationActionButton } from './ModerationActionButton.tsx'
import { useEnumWords } from '../../shared/EnumField.tsx'

type Badge = (typeof allBadges)[number]

/** Sets the shown user's badges. */
export const ChangeBadgesButton = () => {
  const current = useRecordContext<User>()?.badges
  const [chosen, setChosen] = useState<Badge[] | null>(null)
  const selected = chosen ?? current ?? []
  const words = useEnumWords()
  const toggle = (badge: Badge) =>
    setChosen(selected.includes(badge) ? selected.filter((b) => b !== badge) : [...selected, badge])
  return (
    <ModerationActionButton
      route={routes.accounts.changeBadges}
      call={(user, p) => p.call(routes.accounts.changeBadges, { body: { userUuid: user.id, badges: selected } })}
      label="spinroom.moderation.badges"
      icon={<VerifiedIcon />}
      confirmTitle="spinroom.moderation.badges_title"
      confirmContent={
        <FormGroup>
          {allBadges.map((badge) => (
            <FormControlLabel
              key={badge}
              label={words('badges', badge)}
              control={<Checkbox checked={selected.includes(badge)} onChange={() => toggle(badge)} />}
            />
          ))}
        </FormGroup>
      }
      done="spinroom.moderation.badges_saved"
      onClose={() => setChosen(null)}
    />
  )
}
