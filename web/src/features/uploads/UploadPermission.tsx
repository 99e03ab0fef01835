import Alert from '@mui/material/Alert'
import AlertTitle from '@mui/material/AlertTitle'
import Button from '@mui/material/Button'
import { useTranslation } from 'react-i18next'

/**
 * Why this account cannot upload and how to change that: a moderator grants "Upload music" on the user's page in the
 * console. A guest is told to sign in first. `onCheck` reads the account's capabilities again.
 */
export function UploadPermission({ guest, onCheck }: { guest: boolean; onCheck?: () => void }) {
  const { t } = useTranslation()
  return (
    <Alert
      severity="info"
      data-testid="upload-permission"
      action={
        onCheck && (
          <Button color="inherit" size="small" onClick={onCheck}>
            {t('uploads.permission.check')}
          </Button>
        )
      }
    >
      <AlertTitle>{t('uploads.permission.title')}</AlertTitle>
      {guest ? t('uploads.permission.guest') : t('uploads.permission.how')}
    </Alert>
  )
}
