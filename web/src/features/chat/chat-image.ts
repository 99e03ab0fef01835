import { CHAT_IMAGE_MAX_BYTES, chatImageTypes, isChatImageDataUrl } from '@spinroom/schemas'

/** A message's `imageBase64` as an <img> may show it: a data URL of one of chat's image types, else nothing. */
export const shownImage = (imageBase64: string | null | undefined) =>
  isChatImageDataUrl(imageBase64) ? imageBase64 : null

/** Bytes of the image a data URL holds. */
export const dataUrlBytes = (dataUrl: string) => Math.floor((dataUrl.length - dataUrl.indexOf(',') - 1) * 0.75)

export type ImageRefusal = 'type' | 'size'

const readAsDataUrl = (file: Blob) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader()
    reader.onload = () => resolve(reader.result as string)
    reader.onerror = () => reject(reader.error ?? new Error('unreadable file'))
    reader.readAsDataURL(file)
  })

/** A too large picture drawn smaller, as jpeg, until it fits CHAT_IMAGE_MAX_BYTES (null when it never does). */
async function shrunk(file: Blob): Promise<string | null> {
  const bitmap = await createImageBitmap(file)
  for (const side of [1280, 960, 640, 400]) {
    const scale = Math.min(1, side / Math.max(bitmap.width, bitmap.height))
    const canvas = document.createElement('canvas')
    canvas.width = Math.max(1, Math.round(bitmap.width * scale))
    canvas.height = Math.max(1, Math.round(bitmap.height * scale))
    canvas.getContext('2d')?.drawImage(bitmap, 0, 0, canvas.width, canvas.height)
    const url = canvas.toDataURL('image/jpeg', 0.8)
    if (dataUrlBytes(url) <= CHAT_IMAGE_MAX_BYTES) return url
  }
  return null
}

/** A picked file as the `imageBase64` to send: as it is when it fits, else made smaller; or why it cannot go. */
export async function chatImageOf(file: File): Promise<{ imageBase64: string } | { refused: ImageRefusal }> {
  if (!(chatImageTypes as readonly string[]).includes(file.type)) return { refused: 'type' }
  const imageBase64 = file.size <= CHAT_IMAGE_MAX_BYTES ? await readAsDataUrl(file) : await shrunk(file)
  return imageBase64 ? { imageBase64 } : { refused: 'size' }
}
