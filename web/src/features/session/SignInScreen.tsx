import { useState, type FormEvent } from 'react'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import CircularProgress from '@mui/material/CircularProgress'
import Divider from '@mui/material/Divider'
import IconButton from '@mui/material/IconButton'
import InputAdornment from '@mui/material/InputAdornment'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import HeadphonesIcon from '@mui/icons-material/Headphones'
import VisibilityIcon from '@mui/icons-material/Visibility'
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff'
import { useTranslation } from 'react-i18next'
import { describeError } from '../../api/errors.ts'
import { LanguageSwitch } from '../language/LanguageSwitch.tsx'
import { BrandMark } from '../shell/BrandMark.tsx'
import { useSession } from './useSession.ts'

type Pending = 'password' | 'guest' | null

export function SignInScreen() {
  const { t } = useTranslation()
  const { signIn, continueAsGuest } = useSession()
  const [email, setEmail] = useState('')
  const [password, setPassword] = useState('')
  const [showPassword, setShowPassword] = useState(false)
  const [pending, setPending] = useState<Pending>(null)
  const [error, setError] = useState<string | null>(null)

  const run = async (kind: Exclude<Pending, null>, action: () => Promise<void>) => {
    setPending(kind)
    setError(null)
    try {
      await action()
    } catch (failure) {
      const described = describeError(failure)
      setError(described.kind === 'server' ? described.message : t(`signIn.${described.kind}`))
      setPending(null)
    }
  }

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    void run('password', () => signIn(email.trim(), password))
  }

  return (
    <Box sx={{ flex: 1, display: 'flex', flexDirection: 'column' }}>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', p: { xs: 2, sm: 3 } }}>
        <LanguageSwitch />
      </Box>
      <Box sx={{ flex: 1, display: 'grid', placeItems: 'center', px: 2, pb: { xs: 4, sm: 10 } }}>
        <Box component="main" sx={{ width: '100%', maxWidth: 420 }}>
          <Stack sx={{ alignItems: 'center', textAlign: 'center', mb: 4 }} spacing={2}>
            <BrandMark size={52} />
            <Typography color="text.secondary" sx={{ maxWidth: 340 }}>
              {t('app.tagline')}
            </Typography>
          </Stack>
          <Card sx={{ boxShadow: '0 24px 80px rgba(0, 0, 0, 0.45)' }}>
            <CardContent sx={{ p: { xs: 3, sm: 4 } }}>
              <Typography variant="h5" component="h1">
                {t('signIn.title')}
              </Typography>
              <Typography color="text.secondary" sx={{ mt: 0.5, mb: 3 }}>
                {t('signIn.subtitle')}
              </Typography>
              <Stack component="form" spacing={2} onSubmit={submit}>
                {error && (
                  <Alert severity="error" variant="filled" role="alert" data-testid="sign-in-error">
                    {error}
                  </Alert>
                )}
                <TextField
                  label={t('signIn.email')}
                  name="email"
                  type="email"
                  autoComplete="email"
                  required
                  autoFocus
                  value={email}
                  onChange={(event) => setEmail(event.target.value)}
                />
                <TextField
                  label={t('signIn.password')}
                  name="password"
                  type={showPassword ? 'text' : 'password'}
                  autoComplete="current-password"
                  required
                  value={password}
                  onChange={(event) => setPassword(event.target.value)}
                  slotProps={{
                    input: {
                      endAdornment: (
                        <InputAdornment position="end">
                          <IconButton
                            edge="end"
                            aria-label={showPassword ? t('signIn.hidePassword') : t('signIn.showPassword')}
                            onClick={() => setShowPassword((shown) => !shown)}
                          >
                            {showPassword ? <VisibilityOffIcon /> : <VisibilityIcon />}
                          </IconButton>
                        </InputAdornment>
                      )
                    }
                  }}
                />
                <Button
                  type="submit"
                  variant="contained"
                  size="large"
                  disabled={pending !== null}
                  startIcon={pending === 'password' ? <CircularProgress size={18} color="inherit" /> : undefined}
                  sx={{ mt: 1 }}
                >
                  {t('signIn.submit')}
                </Button>
              </Stack>
              <Divider sx={{ my: 3, color: 'text.secondary', typography: 'body2' }}>{t('signIn.or')}</Divider>
              <Button
                fullWidth
                variant="outlined"
                size="large"
                color="inherit"
                disabled={pending !== null}
                startIcon={pending === 'guest' ? <CircularProgress size={18} color="inherit" /> : <HeadphonesIcon />}
                onClick={() => void run('guest', continueAsGuest)}
              >
                {t('signIn.guest')}
              </Button>
              <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5, textAlign: 'center' }}>
                {t('signIn.guestHint')}
              </Typography>
            </CardContent>
          </Card>
        </Box>
      </Box>
    </Box>
  )
}
