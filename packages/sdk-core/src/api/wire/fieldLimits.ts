/**
 * The field limits of the courier's database (part 2 §9 'text fields max 191 characters'), defined once: the forms,
 * the batch rows and the wire schemas all check against them.
 */

/** The longest text a field of the courier's database holds (part 2 §9). */
export const MAX_FIELD_LENGTH = 191
