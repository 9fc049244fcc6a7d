import type { Zone } from './geo.ts'

/**
 * One spreadsheet row of a batch (part 2 §3.8), as sent to validate-address. Text fields are as read from
 * the file; `valid` stays false until the address is validated.
 */
export interface BatchRow {
  /** Recipient (or sender) name, column 0. */
  readonly name?: string
  /** Unit number, column 1. */
  readonly unitNumber?: string
  /** Street address, column 2. */
  readonly address?: string
  /** City, column 3. */
  readonly city?: string
  /** Province, column 4. */
  readonly province?: string
  /** Postal code, column 5. */
  readonly postal?: string
  /** Email, column 6. */
  readonly email?: string
  /** Phone, column 7, stripped of dots, dashes, brackets, spaces and direction marks. */
  readonly phone?: string
  /** what3words triple, column 8. */
  readonly w3w?: string
  /** Reference name: the first column's value. */
  readonly itemName?: string
  /** Order number / details, with 'Item description: ...' appended. */
  readonly details?: string
  /** Package count, column 11. */
  readonly packageCount?: number | null
  /** Whether the address has been validated. */
  readonly valid?: boolean
  /** The order number column or a generated id. */
  readonly uuid?: string
  /** The order number column. */
  readonly orderNumber?: string
  /** Insured value, the account's default. */
  readonly insuranceValue?: number | null
  /** Latitude once validated. */
  readonly latitude?: number | null
  /** Longitude once validated. */
  readonly longitude?: number | null
  /** Serviced zone once validated. */
  readonly zone?: Zone | null
  /** My Fleet driver id assigned to the row, or null. */
  readonly assignMyFleetDriver?: number | null
  /**
   * The spreadsheet row it was read from, 1-based as Excel numbers it (the title and header rows are 1 and 2): set
   * by `parseBatchFile`, kept through validation and edits, never sent to the server.
   */
  readonly rowNumber?: number
}

/** A row address the server placed in a serviced city (part 2 §4.6). */
export interface ValidAddress {
  /** The row is valid: the answer has a city name. */
  readonly valid: true
  /** The address as the server writes it; replaces the row's address. */
  readonly formattedAddress: string
  /** Latitude in degrees. */
  readonly lat: number
  /** Longitude in degrees. */
  readonly lng: number
  /** The city the server placed the address in. */
  readonly city: string
  /** The serviced zone, or null when the server sent none. */
  readonly zone: Zone | null
  /** The row's uuid, echoed, or null. */
  readonly uuid: string | null
}

/** A row address the server could not place: the row stays invalid (part 2 §4.6, hint to use Edit). */
export interface InvalidAddress {
  /** The row is invalid: the answer has no city name. */
  readonly valid: false
  /** The row's uuid, echoed, or null. */
  readonly uuid: string | null
}

/** The outcome of validating one batch row's address. */
export type AddressValidation = ValidAddress | InvalidAddress

/** An uploaded `multi-{product}` batch file (part 2 §3.13). */
export interface MultiDelivery {
  /** Record id. */
  readonly id: number
  /** The uploaded file's name. */
  readonly fileName: string
  /** Validation status as the server reports it: 'Pending', then 'Validated' or 'Invalid' in the sandbox. */
  readonly validateStatus: string
}
