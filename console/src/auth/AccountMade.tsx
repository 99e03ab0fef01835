import { Alert, Button, Typography } from '@mui/material'
import HeadphonesIcon from '@mui/icons-material/Headphones'
import { useTranslate } from 'react-admin'

/** A new ordinary account cannot enter the console: say so, and open the player signed in. */
export const AccountMade = ({ playerLink }: { playerLink: string }) => {
  const translate = useTranslate()
  return (
    <>
      <Alert severity="success" role="status" data-testid="account-made">
        {translate('spinroom.auth.account_made')}
      </Alert>
      <Typography variant="body2" color="text.secondary">
        {translate('spinroom.auth.staff_only')}
      </Typography>
      <Button variant="contained" fullWidth href={playerLink} startIcon={<HeadphonesIcon />}>
        {translate('spinroom.auth.open_player')}
      </Button>
    </>
  )
}
