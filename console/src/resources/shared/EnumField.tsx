import { Chip, Typography, type ChipProps } from '@mui/material'
import { useFieldValue, useTranslate, type FieldProps } from 'react-admin'
import { enumKey, type EnumName } from './enums.ts'

/** A function turning an enum value into its words in the current locale (the raw value if none is known). */
export const useEnumWords = () => {
  const translate = useTranslate()
  return (name: EnumName, value: string) => translate(enumKey(name, value), { _: value })
}

interface EnumFieldProps extends FieldProps {
  source: string
  /** Which enumeration the field's values belong to. */
  name: EnumName
  /** Shown as chips (the default) or as plain words. */
  variant?: 'chip' | 'text'
  color?: (value: string) => ChipProps['color']
}

/** An enum value (or a list of them) in words: `<EnumField source="role" name="roomRoles" />`. */
export const EnumField = ({ source, name, variant = 'chip', color, emptyText }: EnumFieldProps) => {
  const words = useEnumWords()
  const translate = useTranslate()
  const raw: unknown = useFieldValue({ source })
  const values = (Array.isArray(raw) ? raw : raw === null || raw === undefined ? [] : [raw]).map(String)
  if (!values.length) return <span>{emptyText ? translate(emptyText, { _: emptyText }) : ''}</span>
  if (variant === 'text')
    return (
      <Typography component="span" variant="body2">
        {values.map((value) => words(name, value)).join(', ')}
      </Typography>
    )
  return (
    <span style={{ display: 'inline-flex', flexWrap: 'wrap', gap: 4 }}>
      {values.map((value) => (
        <Chip
          key={value}
          size="small"
          variant="outlined"
          color={color?.(value) ?? 'default'}
          label={words(name, value)}
        />
      ))}
    </span>
  )
}
