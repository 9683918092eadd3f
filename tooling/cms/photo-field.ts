/**
 * The editor's field for a component's `image`: an upload (saved in content/images/) or a stock
 * photo's address. Keystatic's image field knows only uploads and would drop an address on the
 * first save, so this combines its upload and a text input under its `AssetFormField` type.
 */
import type * as Core from '@keystatic/core'
import { createElement } from 'react'
import { PHOTO_FOLDER, STOCK_HOST } from '#lib/photo-names'

type Upload = ReturnType<typeof Core.fields.image>
type Uploaded =
  ReturnType<Upload['defaultValue']> | { data: Uint8Array; extension: string; filename: string }

/** An uploaded photo (with its bytes), or the name the page already holds. */
export interface PhotoValue {
  upload: Uploaded | null
  /** A stock address, or a repository photo the editor did not load. */
  named: string
}

/** "IMG 2034.JPG" → "img-2034.jpg": a name the build and every server read the same way. */
export const photoFilename = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9.]+/g, '-')
    .replace(/^-+|-+(?=\.)/g, '')

export function photoField(
  fields: typeof Core.fields,
  options: { label: string; description?: string; required: boolean; share?: boolean },
): Core.AssetFormField<PhotoValue, PhotoValue, string | null> {
  // Pages name a photo by its path from the project root.
  const directory = PHOTO_FOLDER.slice(0, -1)
  // A share image is the site's own file (checked by the build): no stock address.
  const hosts = options.share ? [PHOTO_FOLDER] : [STOCK_HOST, PHOTO_FOLDER]
  const upload = fields.image({
    label: options.label,
    description: `${options.description ? `${options.description} ` : ''}${options.share ? `Upload the picture (it is kept in ${PHOTO_FOLDER}).` : `Upload a photo (JPEG, PNG, WebP or AVIF; it is kept in ${PHOTO_FOLDER}), or give a stock photo's address below.`}`,
    directory,
    publicPath: directory,
    validation: { isRequired: options.required },
    transformFilename: photoFilename,
  })
  const address = fields.text({
    label: options.share ? `Or its file in ${PHOTO_FOLDER}` : 'Or a stock photo address',
    description: options.share
      ? `${PHOTO_FOLDER}… (a picture already in the repository).`
      : `${STOCK_HOST}… (the one photo site the pages may load from), or a photo's file in ${PHOTO_FOLDER}.`,
    validation: {
      isRequired: false,
      pattern: {
        regex: new RegExp(`^(${hosts.map((h) => h.replace(/[./]/g, '\\$&')).join('|')}).+`),
        message: options.share
          ? `Give a file that starts with ${PHOTO_FOLDER}, or upload the picture.`
          : `Give an address that starts with ${STOCK_HOST}, or upload the photo.`,
      },
    },
  })
  const isNamed = (value: unknown): value is string =>
    typeof value === 'string' && !!value && !value.startsWith(PHOTO_FOLDER)
  return {
    kind: 'form',
    formKind: 'asset',
    label: options.label,
    directory: upload.directory,
    Input({ value, onChange, autoFocus, forceValidation }) {
      return createElement(
        'div',
        { style: { display: 'grid', gap: 16 } },
        createElement(upload.Input, {
          value: value.upload,
          onChange: (next: Uploaded | null) =>
            onChange({ upload: next, named: next ? '' : value.named }),
          autoFocus,
          forceValidation: forceValidation && !value.named,
        }),
        createElement(address.Input, {
          value: value.named,
          onChange: (named: string) => onChange({ upload: named ? null : value.upload, named }),
          autoFocus: false,
          forceValidation,
        }),
      )
    },
    defaultValue: () => ({ upload: null, named: '' }),
    filename: (value, extra) => (isNamed(value) ? undefined : upload.filename(value, extra)),
    parse(value, extra) {
      if (isNamed(value)) return { upload: null, named: value }
      const uploaded = upload.parse(value, extra)
      // A repository photo whose bytes the editor did not load keeps its name.
      if (!uploaded && typeof value === 'string') return { upload: null, named: value }
      return { upload: uploaded, named: '' }
    },
    validate(value) {
      if (value.named) address.validate(value.named, undefined)
      else upload.validate(value.upload)
      return value
    },
    serialize(value, extra) {
      if (value.upload) return upload.serialize(value.upload, extra)
      return { value: value.named || undefined, asset: undefined }
    },
    reader: {
      parse: (value) => (typeof value === 'string' ? value : null),
    },
  }
}
