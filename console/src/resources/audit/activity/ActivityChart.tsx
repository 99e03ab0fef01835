import { Card, CardContent, CardHeader, LinearProgress, Stack, Typography, useTheme } from '@mui/material'
import { useQuery } from '@tanstack/react-query'
import { useLocaleState, useTranslate } from 'react-admin'
import { routes, type HourlyActivity } from '@spinroom/schemas'
import { useConsoleProvider } from '../../../data/useCallMutation.ts'

const W = 720
const H = 200
const PAD = { left: 36, right: 36, top: 12, bottom: 28 }

/** A round top for an axis: 1, 2 or 5 times a power of ten, at least `n`. */
const niceMax = (n: number) => {
  if (n <= 1) return 1
  const power = 10 ** Math.floor(Math.log10(n))
  return [1, 2, 5, 10].map((k) => k * power).find((m) => m >= n)!
}

/** The last 24 hours: plays as bars (left axis), active users as a line (right axis), hour by hour. */
export const ActivityChart = () => {
  const translate = useTranslate()
  const theme = useTheme()
  const [locale] = useLocaleState()
  const provider = useConsoleProvider()
  const { data, isPending, error } = useQuery({
    queryKey: ['audit', 'hourly-activity'],
    queryFn: async () => (await provider.call(routes.audit.getHourlyActivity)) as HourlyActivity,
    refetchInterval: 60_000
  })
  const hours = data?.hours ?? []
  const plays = niceMax(Math.max(0, ...hours.map((h) => h.plays)))
  const users = niceMax(Math.max(0, ...hours.map((h) => h.activeUsers)))
  const slot = (W - PAD.left - PAD.right) / Math.max(1, hours.length)
  const y = (value: number, max: number) => H - PAD.bottom - (value / max) * (H - PAD.top - PAD.bottom)
  const x = (i: number) => PAD.left + i * slot
  const line = hours.map((h, i) => `${x(i) + slot / 2},${y(h.activeUsers, users)}`).join(' ')
  const time = (iso: string) => new Date(iso).toLocaleTimeString(locale, { hour: '2-digit', minute: '2-digit' })
  const total = hours.reduce((sum, h) => sum + h.plays, 0)
  return (
    <Card>
      <CardHeader
        title={translate('spinroom.activity.title')}
        subheader={translate('spinroom.activity.subheader', { plays: total })}
      />
      <CardContent>
        {isPending && <LinearProgress />}
        {error && <Typography color="error">{String((error as Error).message)}</Typography>}
        {data && (
          <svg
            viewBox={`0 0 ${W} ${H}`}
            width="100%"
            role="img"
            aria-label={translate('spinroom.activity.title')}
            style={{ maxHeight: 260 }}
          >
            {[0, 0.5, 1].map((f) => (
              <g key={f}>
                <line
                  x1={PAD.left}
                  x2={W - PAD.right}
                  y1={y(f * plays, plays)}
                  y2={y(f * plays, plays)}
                  stroke={theme.palette.divider}
                />
                <text
                  x={PAD.left - 6}
                  y={y(f * plays, plays) + 4}
                  fontSize={11}
                  textAnchor="end"
                  fill={theme.palette.primary.main}
                >
                  {f * plays}
                </text>
                <text
                  x={W - PAD.right + 6}
                  y={y(f * users, users) + 4}
                  fontSize={11}
                  fill={theme.palette.secondary.main}
                >
                  {f * users}
                </text>
              </g>
            ))}
            {hours.map((h, i) => (
              <g key={h.hour}>
                <rect
                  x={x(i) + slot * 0.15}
                  y={y(h.plays, plays)}
                  width={slot * 0.7}
                  height={H - PAD.bottom - y(h.plays, plays)}
                  fill={theme.palette.primary.main}
                  opacity={0.75}
                >
                  <title>{`${time(h.hour)}: ${translate('spinroom.activity.point', { plays: h.plays, users: h.activeUsers })}`}</title>
                </rect>
                {i % 3 === 0 && (
                  <text
                    x={x(i) + slot / 2}
                    y={H - 8}
                    fontSize={11}
                    textAnchor="middle"
                    fill={theme.palette.text.secondary}
                  >
                    {time(h.hour)}
                  </text>
                )}
              </g>
            ))}
            <polyline points={line} fill="none" stroke={theme.palette.secondary.main} strokeWidth={2} />
          </svg>
        )}
        <Stack direction="row" spacing={2} sx={{ mt: 1 }}>
          <Typography variant="caption" sx={{ color: theme.palette.primary.main }}>
            ■ {translate('spinroom.activity.plays')}
          </Typography>
          <Typography variant="caption" sx={{ color: theme.palette.secondary.main }}>
            ━ {translate('spinroom.activity.active_users')}
          </Typography>
        </Stack>
      </CardContent>
    </Card>
  )
}
