import { useState } from 'react'
import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import Container from '@mui/material/Container'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import { Link, useSearchParams } from 'react-router-dom'
import { playerPaths } from '@spinroom/schemas'
import { ResetPasswordForm } from './ResetPasswordForm.tsx'

/** A reset link opened while signed in: the new password is set, and every session ends, this one too. */
export default function ResetPasswordScreen() {
  const { t } = useTranslation()
  const [params] = useSearchParams()
  const token = params.get('token')?.trim()
  const [changed, setChanged] = useState(false)
  return (
    <Container maxWidth="xs" sx={{ py: { xs: 3, sm: 8 } }}>
      <Card>
        <CardContent sx={{ p: { xs: 2.5, sm: 4 } }}>
          <Typography variant="h5" component="h1">
            {t('resetPassword.title')}
          </Typography>
          <Typography color="text.secondary" sx={{ mt: 0.5, mb: 3 }}>
            {t('resetPassword.subtitle')}
          </Typography>
          <Stack spacing={2}>
            {changed && (
              <Alert severity="success" role="status" data-testid="password-changed">
                {t('resetPassword.changedSignedIn')}
              </Alert>
            )}
            {!token && <Alert severity="warning">{t('resetPassword.noToken')}</Alert>}
            {token && !changed && <ResetPasswordForm token={token} onDone={() => setChanged(true)} />}
            <Button component={Link} to={playerPaths.home} color="inherit">
              {t('resetPassword.home')}
            </Button>
          </Stack>
        </CardContent>
      </Card>
    </Container>
  )
}
