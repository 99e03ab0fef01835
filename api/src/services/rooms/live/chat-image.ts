import { CHAT_IMAGE_MAX_BYTES, chatImageTypes, type ChatImageType } from '@spinroom/schemas'
import { invalidBodyField } from '../../../errors.ts'

const DATA_URL = /^data:([a-z0-9.+/-]*);base64,(.*)$/is
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/

/** The type of an image told by its first bytes, or null for anything else. */
export function sniffImageType(bytes: Buffer): ChatImageType | null {
  const starts = (text: string, at = 0) => bytes.subarray(at, at + text.length).toString('latin1') === text
  if (starts('\x89PNG\r\n\x1a\n')) return 'image/png'
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg'
  if (starts('GIF87a') || starts('GIF89a')) return 'image/gif'
  if (starts('RIFF') && starts('WEBP', 8)) return 'image/webp'
  return null
}

const refused = (why: string) => invalidBodyField('imageBase64', why)

/**
 * An image posted in chat, as the data URL of its real type: a data URL or plain base64 of a png, jpeg, gif or webp
 * image of at most CHAT_IMAGE_MAX_BYTES bytes; anything else is refused, naming the field.
 */
export function chatImage(input: string): string {
  const dataUrl = DATA_URL.exec(input)
  const declared = dataUrl?.[1].toLowerCase()
  const base64 = (dataUrl ? dataUrl[2] : input).replace(/\s/g, '')
  if (base64.length % 4 !== 0 || !BASE64.test(base64)) throw refused('is not base64')
  const bytes = Buffer.from(base64, 'base64')
  if (bytes.length > CHAT_IMAGE_MAX_BYTES) throw refused(`is larger than ${CHAT_IMAGE_MAX_BYTES} bytes`)
  const type = sniffImageType(bytes)
  if (!type) throw refused(`is not an image of ${chatImageTypes.map((t) => t.slice(6)).join(', ')}`)
  if (declared && declared !== type && !(declared === 'image/jpg' && type === 'image/jpeg'))
    throw refused(`says ${declared || 'nothing'} but holds ${type}`)
  return `data:${type};base64,${bytes.toString('base64')}`
}
