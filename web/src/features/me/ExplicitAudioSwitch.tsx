import FormControlLabel from '@mui/material/FormControlLabel'
import FormHelperText from '@mui/material/FormHelperText'
import Switch from '@mui/material/Switch'
import { routes } from '@spinroom/schemas'
import { useTranslation } from 'react-i18next'
import { callKey, useCall, useCallMutation } from '../../api/queries.ts'
import { queryClient } from '../../api/query-client.ts'

/** The user's allowExplicitAudio: whether explicit songs are searched and shown in a Discord activity (seed 002 §5). */
export function ExplicitAudioSwitch() {
  const { t } = useTranslation()
  const data = useCall(routes.accounts.getUserData)
  const save = useCallMutation(routes.accounts.updateUserData, {
    onSuccess: (saved) => queryClient.setQueryData(callKey(routes.accounts.getUserData), saved)
  })
  const on = data.data?.settings.allowExplicitAudio ?? true
  return (
    <>
      <FormControlLabel
        sx={{ mt: 2 }}
        control={
          <Switch
            checked={on}
            disabled={!data.data || save.isPending}
            onChange={(event) => save.mutate({ body: { settings: { allowExplicitAudio: event.target.checked } } })}
            slotProps={{ input: { 'data-testid': 'allow-explicit-audio' } as object }}
          />
        }
        label={t('me.providers.explicit')}
      />
      <FormHelperText sx={{ mt: 0 }}>{t('me.providers.explicitHint')}</FormHelperText>
    </>
  )
}
