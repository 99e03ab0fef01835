import Alert from '@mui/material/Alert'
import FormControlLabel from '@mui/material/FormControlLabel'
import Radio from '@mui/material/Radio'
import RadioGroup from '@mui/material/RadioGroup'
import Typography from '@mui/material/Typography'
import { audioQualities, routes, type AudioQuality, type UserData } from '@spinroom/schemas'
import { useTranslation } from 'react-i18next'
import { keepSettings } from '../../api/player-storage.ts'
import { callKey, useCallMutation } from '../../api/queries.ts'
import { queryClient } from '../../api/query-client.ts'
import { useCoreStorage } from '../playback/useStoredSettings.ts'
import { useFailureText } from '../session/useAttempt.ts'
import { Section } from '../shared/Section.tsx'

/**
 * The quality songs stream at, kept in core-storage and in the user's settings; a listener who is not logged in
 * always streams at medium (seed 002 §4).
 */
export function AudioQualityCard({ isLoggedIn }: { isLoggedIn: boolean }) {
  const { t } = useTranslation()
  const failureText = useFailureText()
  const { audioQuality, appleStorefrontId } = useCoreStorage()
  const save = useCallMutation(routes.accounts.updateUserData, {
    onSuccess: (saved: UserData) => queryClient.setQueryData(callKey(routes.accounts.getUserData), saved)
  })
  const choose = (quality: AudioQuality) => {
    const previous = audioQuality
    keepSettings({ audioQuality: quality, appleStorefrontId })
    save.mutate(
      { body: { settings: { audioQuality: quality } } },
      { onError: () => keepSettings({ audioQuality: previous, appleStorefrontId }) }
    )
  }
  return (
    <Section id="audio-quality" title={t('me.audioQuality.title')}>
      <RadioGroup
        row
        aria-labelledby="audio-quality-title"
        value={audioQuality}
        onChange={(_event, value) => choose(value as AudioQuality)}
      >
        {audioQualities.map((quality) => (
          <FormControlLabel
            key={quality}
            value={quality}
            disabled={!isLoggedIn || save.isPending}
            control={<Radio />}
            label={t(`me.audioQuality.${quality}`)}
          />
        ))}
      </RadioGroup>
      <Typography variant="body2" color="text.secondary">
        {t(isLoggedIn ? 'me.audioQuality.hint' : 'me.audioQuality.signedOut')}
      </Typography>
      {save.error && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {failureText(save.error)}
        </Alert>
      )}
    </Section>
  )
}
