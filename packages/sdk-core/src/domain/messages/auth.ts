/** Texts of login and the password reset (part 1 §5 'Login', §8; part 2 §2.8, §5.4). */
export const authMessages = {
  /** Login failed for any reason the server gives (part 1 §7, §8). */
  invalidCredentials: 'Invalid email or password',
  /** part 1 §5 'Login'. */
  emailInvalid: 'Enter a valid email address',
  /** Login email left empty (part 1 §5 'Login'). */
  emailRequired: 'Email is required',
  /** Login password left empty (part 1 §5 'Login'). */
  passwordRequired: 'Password is required',
  /** Sign-up with a registered email: the server's text, shown under the email field (part 1 §7, §8). */
  emailExists: 'Your email is existing in the system.',
  /** Forgot-password answer without 'Please check' (part 1 §7, §8). */
  accountNotFound: 'Account does not exist',
  /** Any failed password reset (part 2 §5.4, §8). */
  resetPasswordFailed: 'There was an issue updating your password',
  /** Forgot password: the one-time passcode is not 6 characters (part 2 §5.4). */
  otpRequired: 'OTP required',
  /** Forgot password: new password shorter than 6 (part 2 §5.4). */
  passwordTooShort: 'Password must be at least 6 characters',
  /** Forgot password: new password left empty (part 2 §5.4). */
  newPasswordRequired: 'Must enter a new password',

  // Password reset (part 2 §2.8, §4.8)
  /** Title of the password reset's email step (part 2 §2.8). */
  resetPasswordTitle: 'Reset your password',
  /** Heading of the passcode step; `{email}` is the address it went to, see `fillText` (part 2 §2.8). */
  resetEmailSent: 'Email sent to {email}',
  /** Title of the password reset's new-password step (part 2 §2.8). */
  changePasswordTitle: 'Change password',
  /** Under 'Reset your password': what the email step does. */
  resetEmailIntro: 'Enter the email of your account and we will send you a one-time passcode.',
  /** Under `'Email sent to {email}'`; `{length}` is the passcode's length. */
  resetOtpIntro: 'Enter the {length}-character passcode from that email.',
  /** Under 'Change password'; `{length}` is the shortest password allowed. */
  resetPasswordIntro: 'Choose a new password of at least {length} characters.',
  /**
   * On the login screen after a finished password reset (part 2 §2.8 'On success it returns to login'; issue 21: it
   * says so). Our words.
   */
  passwordResetDone: 'Your password has been changed. Log in with your new password.',
  /** The passcode step's notice after 'Resend code'; `{email}` is the address it went to. */
  resetCodeResent: 'We sent a new passcode to {email}.',
} as const
