import { MAX_FIELD_LENGTH } from '../api/wire/fieldLimits.ts'
import type { Account, AccountUpdate } from '../domain/account.ts'
import { messages } from '../domain/messages.ts'
import { EMAIL_PATTERN, hasNoErrors, isMobileNumber } from './patterns.ts'

/**
 * The account form's values as typed (part 2 §2.6 'Account Info', §5.6).
 *
 * @internal
 */
export interface AccountFormValues {
  /** First name, 1-191 characters. */
  readonly firstName: string
  /** Last name, 1-191 characters. */
  readonly lastName: string
  /** Business name, 1-191 characters. */
  readonly businessName: string
  /** Login email, 1-191 characters. */
  readonly email: string
  /** Mobile number, exactly 10 digits. */
  readonly mobile: string
  /** Billing address, optional, up to 191 characters; a postal address or comma-separated emails. */
  readonly billingAddress: string
}

/**
 * Field messages of the account form; a valid field has none.
 *
 * @internal
 */
export interface AccountFormErrors {
  /** 'Please Add User First Name'. */
  firstName?: string
  /** 'Please Add User Last Name'. */
  lastName?: string
  /** 'Please Add User Business Name'. */
  businessName?: string
  /** 'Please Add User E-mail & Verify Format' (empty, too long) or 'Entered value does not match email format'. */
  email?: string
  /** 'Please Add User Mobile Only 10 Digits Are Accepted'. */
  mobile?: string
  /** 'Billing address must be 191 characters or fewer'. */
  billingAddress?: string
}

/** Whether a trimmed text has 1 to 191 characters. */
function fitsField(text: string): boolean {
  const length = text.trim().length
  return length >= 1 && length <= MAX_FIELD_LENGTH
}

/**
 * Checks the account form (part 2 §5.6): first name, last name and business name 1-191 characters; email 1-191
 * characters ('Please Add User E-mail & Verify Format') and of the email pattern ('Entered value does not match
 * email format'); mobile exactly 10 digits; billing address optional, at most 191 characters.
 *
 * @internal
 *
 * @example
 * ```ts
 * validateAccountForm({ ...values, mobile: '780 555 1234' }).mobile
 * // 'Please Add User Mobile Only 10 Digits Are Accepted'
 * ```
 */
export function validateAccountForm(values: AccountFormValues): AccountFormErrors {
  const errors: AccountFormErrors = {}
  if (!fitsField(values.firstName)) errors.firstName = messages.addFirstName
  if (!fitsField(values.lastName)) errors.lastName = messages.addLastName
  if (!fitsField(values.businessName)) errors.businessName = messages.addBusinessName
  if (!fitsField(values.email)) errors.email = messages.addEmail
  else if (!EMAIL_PATTERN.test(values.email.trim())) errors.email = messages.emailFormatMismatch
  if (!isMobileNumber(values.mobile)) errors.mobile = messages.addMobile
  if (values.billingAddress.trim().length > MAX_FIELD_LENGTH)
    errors.billingAddress = messages.billingAddressTooLong
  return errors
}

/**
 * Whether {@link validateAccountForm} found nothing.
 *
 * @internal
 */
export function isAccountFormValid(errors: AccountFormErrors): boolean {
  return hasNoErrors(errors)
}

/**
 * The fields `account.updateUser` sends, from the form's values: every text trimmed, an empty billing address null.
 *
 * @internal
 */
export function toAccountUpdate(values: AccountFormValues): AccountUpdate {
  const billingAddress = values.billingAddress.trim()
  return {
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    businessName: values.businessName.trim(),
    email: values.email.trim(),
    mobile: values.mobile.trim(),
    billingAddress: billingAddress === '' ? null : billingAddress,
  }
}

/**
 * The account form's values for an account as company info describes it (part 2 §2.6).
 *
 * @internal
 */
export function accountFormValues(
  account: Pick<Account, 'firstName' | 'lastName' | 'businessName' | 'email' | 'mobile' | 'billingAddress'>,
): AccountFormValues {
  return {
    firstName: account.firstName,
    lastName: account.lastName,
    businessName: account.businessName,
    email: account.email,
    mobile: account.mobile ?? '',
    billingAddress: account.billingAddress ?? '',
  }
}
