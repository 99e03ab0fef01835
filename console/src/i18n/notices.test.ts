// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest'
import { i18nProvider } from './index.ts'

// As react-admin asks after a create, a save or a delete: the resource's key, its generic notice as the default.
const notice = (resource: string, done: string, count = 1, generic = 'Element created') =>
  i18nProvider.translate(`resources.${resource}.notifications.${done}`, {
    smart_count: count,
    _: generic
  })

afterEach(() => i18nProvider.changeLocale('en'))

describe("react-admin's notices after a change", () => {
  it("name the resource, in the singular or the plural, instead of react-admin's 'Element'", () => {
    expect(notice('vouchers', 'created')).toBe('Voucher created')
    expect(notice('users', 'updated')).toBe('User saved')
    expect(notice('users', 'deleted', 3)).toBe('3 Users deleted')
  })

  it('speak Spanish when the console does', async () => {
    await i18nProvider.changeLocale('es')
    expect(notice('vouchers', 'created')).toBe('Se ha creado: Vale')
    expect(notice('vouchers', 'deleted', 2)).toBe('Se han borrado 2: Vales')
  })

  it("keep react-admin's own notice for a resource with no name, and leave other keys alone", () => {
    expect(notice('no-such-resource', 'created')).toBe('Element created')
    expect(i18nProvider.translate('ra.action.save')).toBe('Save')
  })
})
