import { useEffect, useState } from 'react'
import { Card, CardContent, Chip, Stack, Typography } from '@mui/material'
import { useTranslate } from 'react-admin'
import { routes, type FraudConstants } from '@spinroom/schemas'
import { useConsoleProvider } from '../../../data/useCallMutation.ts'

const numbers: (keyof FraudConstants)[] = [
  'codesPerNumberPerHour',
  'codesPerCallerPerHour',
  'maxAttemptsPerCode',
  'codeTtlMinutes',
  'identityVerificationTtlMinutes'
]

/** The thresholds the phone endpoints enforce, as the API reports them. */
export const FraudConstantsCard = () => {
  const translate = useTranslate()
  const [constants, setConstants] = useState<FraudConstants | null>(null)
  const [error, setError] = useState<string | null>(null)
  const provider = useConsoleProvider()
  useEffect(() => {
    provider
      .call(routes.accounts.getFraudConstants)
      .then((json) => setConstants(json as FraudConstants))
      .catch((e: Error) => setError(e.message))
  }, [provider])
  return (
    <Card sx={{ ml: 2, mt: 8, minWidth: 260, alignSelf: 'flex-start' }} data-testid="fraud-constants">
      <CardContent>
        <Typography variant="h6" gutterBottom>
          {translate('spinroom.phones.fraud_constants')}
        </Typography>
        {error && <Typography color="error">{error}</Typography>}
        {constants && (
          <Stack spacing={1}>
            {numbers.map((key) => (
              <Stack key={key} direction="row" spacing={2} sx={{ justifyContent: 'space-between' }}>
                <Typography variant="body2" color="text.secondary">
                  {translate(`spinroom.phones.constants.${key}`)}
                </Typography>
                <Typography variant="body2">{String(constants[key])}</Typography>
              </Stack>
            ))}
            <Stack direction="row" spacing={0.5} sx={{ flexWrap: 'wrap' }} useFlexGap>
              {constants.blockedStatuses.map((s) => (
                <Chip key={s} size="small" label={`${translate('spinroom.phones.blocked')}: ${s}`} />
              ))}
            </Stack>
          </Stack>
        )}
      </CardContent>
    </Card>
  )
}
