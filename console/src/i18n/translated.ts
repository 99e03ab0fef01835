/**
 * Another language's messages for an English file: every English key, and in a resource's `fields` any more labels,
 * since an English label may be left to the field's schema title (docs/contributing.md, "Adding a field").
 */
export type Translated<T> = T extends string
  ? string
  : { [K in keyof T]: K extends 'fields' ? Translated<T[K]> & Record<string, unknown> : Translated<T[K]> }
