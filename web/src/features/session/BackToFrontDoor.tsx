import Button from '@mui/material/Button'
import GraphicEqIcon from '@mui/icons-material/GraphicEq'
import { useTranslation } from 'react-i18next'
import { playerPaths } from '@spinroom/schemas'
import { goTo } from './address.ts'

/** From the sign-in screen back to the live rooms, without a reload. */
export function BackToFrontDoor() {
  const { t } = useTranslation()
  return (
    <Button
      color="inherit"
      startIcon={<GraphicEqIcon />}
      href={playerPaths.home}
      onClick={(event) => {
        event.preventDefault()
        goTo(playerPaths.home)
      }}
    >
      {t('frontDoor.backToRooms')}
    </Button>
  )
}
