import { messages } from '../../domain/messages.ts'

/**
 * The fields a batch spreadsheet's columns feed, in the template's column order (part 2 §3.8: 0 name, 1 unit,
 * 2 address, 3 city, 4 province, 5 postal, 6 email, 7 phone, 8 w3w, 9 order number/details, 10 item description,
 * 11 package count).
 */
export const BATCH_FIELDS = [
  'name',
  'unitNumber',
  'address',
  'city',
  'province',
  'postal',
  'email',
  'phone',
  'w3w',
  'orderNumber',
  'itemDescription',
  'packageCount',
] as const

/** One field of a batch row a spreadsheet column can feed (part 2 §3.8). */
export type BatchField = (typeof BATCH_FIELDS)[number]

/** Each field's name as the template's header row writes it ('Street Address', 'Package Count', …). */
export const BATCH_FIELD_LABELS: Readonly<Record<BatchField, string>> = {
  name: messages.batchTemplateName,
  unitNumber: messages.batchTemplateUnit,
  address: messages.batchTemplateAddress,
  city: messages.batchTemplateCity,
  province: messages.batchTemplateProvince,
  postal: messages.batchTemplatePostal,
  email: messages.batchTemplateEmail,
  phone: messages.batchTemplatePhone,
  w3w: messages.batchTemplateW3w,
  orderNumber: messages.batchTemplateOrderNumber,
  itemDescription: messages.batchTemplateItemDescription,
  packageCount: messages.batchTemplatePackageCount,
}

/**
 * A header as compared: accents taken off, lower case, '#' read as 'number', every other mark a space, spaces
 * collapsed ('Téléphone' is 'telephone', 'Order #' is 'order number', 'E-mail' is 'e mail').
 *
 * @example
 * ```ts
 * normalizeHeader('  Code   Postal ') // 'code postal'
 * ```
 */
export function normalizeHeader(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/#/g, ' number ')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
}

/**
 * The headers customers write for each field, in English and French, as {@link normalizeHeader} leaves them. The
 * template's own header comes first.
 */
const ALIASES: Readonly<Record<BatchField, readonly string[]>> = {
  name: [
    'name',
    'customer',
    'customer name',
    'recipient',
    'recipient name',
    'full name',
    'contact',
    'contact name',
    'client',
    'client name',
    'nom',
    'nom complet',
    'nom du client',
    'destinataire',
  ],
  unitNumber: [
    'unit',
    'unit number',
    'suite',
    'apt',
    'apartment',
    'app',
    'appartement',
    'unite',
    'bureau',
    'address 2',
    'address line 2',
  ],
  address: [
    'street address',
    'address',
    'street',
    'address 1',
    'address line 1',
    'delivery address',
    'adresse',
    'rue',
    'adresse civique',
    'adresse de livraison',
  ],
  city: ['city', 'town', 'municipality', 'ville', 'municipalite'],
  province: ['province', 'prov', 'state', 'province state'],
  postal: ['postal code', 'postal', 'postcode', 'post code', 'zip', 'zip code', 'code postal', 'cp'],
  email: ['email', 'e mail', 'email address', 'e mail address', 'mail', 'courriel', 'adresse courriel'],
  phone: [
    'phone number',
    'phone',
    'telephone',
    'telephone number',
    'tel',
    'mobile',
    'cell',
    'cell phone',
    'numero de telephone',
    'no de telephone',
    'cellulaire',
  ],
  w3w: ['what3words', 'w3w', 'what 3 words', 'what3words address'],
  orderNumber: [
    'order number details',
    'order number',
    'order',
    'order no',
    'order id',
    'reference',
    'reference number',
    'ref',
    'numero de commande',
    'no de commande',
    'commande',
  ],
  itemDescription: [
    'item description',
    'description',
    'item',
    'items',
    'notes',
    'note',
    'details',
    'comments',
    'instructions',
    'remarques',
    'commentaires',
    'description de l article',
  ],
  packageCount: [
    'package count',
    'packages',
    'qty',
    'quantity',
    'quantite',
    'colis',
    'nombre de colis',
    'nb de colis',
    'parcels',
    'boxes',
    'pieces',
    'count',
  ],
}

const EXACT = new Map<string, BatchField>()
for (const field of BATCH_FIELDS) for (const alias of ALIASES[field]) EXACT.set(alias, field)

/** How sure a header names a field: 3 its whole text, 2 its last words ('Recipient Email'), 1 a word of it. */
export interface HeaderMatch {
  readonly field: BatchField
  readonly score: 1 | 2 | 3
}

/**
 * The field a column header names, and how sure that is, or null: the whole header an alias of the field ('Qty',
 * 'Code postal', 'Téléphone'), else its last words ('Recipient Email', 'Customer Phone'), else any of its words.
 *
 * @example
 * ```ts
 * matchHeader('Town') // { field: 'city', score: 3 }
 * matchHeader('Recipient E-mail') // { field: 'email', score: 2 }
 * ```
 */
export function matchHeader(header: string): HeaderMatch | null {
  const text = normalizeHeader(header)
  if (text === '') return null
  const exact = EXACT.get(text)
  if (exact !== undefined) return { field: exact, score: 3 }
  const words = text.split(' ')
  for (let from = 1; from < words.length; from++) {
    const last = EXACT.get(words.slice(from).join(' '))
    if (last !== undefined) return { field: last, score: 2 }
  }
  for (const word of words) {
    const any = EXACT.get(word)
    if (any !== undefined) return { field: any, score: 1 }
  }
  return null
}
