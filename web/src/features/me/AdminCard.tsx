import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import Typography from '@mui/material/Typography'
import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings'
import { useTranslation } from 'react-i18next'
import { sitePaths } from '@spinroom/schemas'

/** The way to the admin console; rendered only for moderators and admins. */
export function AdminCard() {
  const { t } = useTranslation()
  return (
    <Card component="section" aria-labelledby="admin-title" sx={{ borderColor: 'secondary.main' }}>
      <CardContent sx={{ p: { xs: 2.5, sm: 3 } }}>
        <Typography
          id="admin-title"
          variant="h6"
          component="h2"
          sx={{ mb: 1, display: 'flex', alignItems: 'center', gap: 1 }}
        >
          <AdminPanelSettingsIcon color="secondary" />
          {t('admin.title')}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2.5 }}>
          {t('admin.body')}
        </Typography>
        <Button variant="outlined" color="secondary" href={sitePaths.console}>
          {t('admin.open')}
        </Button>
      </CardContent>
    </Card>
  )
}
