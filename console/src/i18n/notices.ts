type Translate = (key: string, options?: Record<string, unknown>) => string

const NOTICE = /^resources\.([^.]+)\.notifications\.(created|updated|deleted)$/

/**
 * react-admin's notice after a create, save or delete, named by its resource ("Voucher created", "3 Users deleted")
 * where no translation gives one of its own, instead of react-admin's "Element created". Undefined for other keys, and
 * for a resource without a name.
 */
export function resourceNotice(key: string, options: Record<string, unknown> | undefined, translate: Translate) {
  const [, resource, done] = NOTICE.exec(key) ?? []
  if (!resource) return undefined
  const own = translate(key, { ...options, _: '' })
  if (own) return own
  const count = Number(options?.smart_count ?? 1)
  const name = translate(`resources.${resource}.name`, { smart_count: count, _: '' })
  return name ? translate(`spinroom.notices.${done}`, { smart_count: count, name }) : undefined
}
