import Button from '@mui/material/Button'
import Container from '@mui/material/Container'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { playerPaths } from '@spinroom/schemas'

export default function NotFoundScreen() {
  const { t } = useTranslation()
  return (
    <Container maxWidth="sm" sx={{ py: 8, textAlign: 'center' }}>
      <Typography variant="h5" component="h1" sx={{ mb: 3 }}>
        {t('nav.notFound')}
      </Typography>
      <Button component={Link} to={playerPaths.home} variant="contained">
        {t('nav.backHome')}
      </Button>
    </Container>
  )
}
