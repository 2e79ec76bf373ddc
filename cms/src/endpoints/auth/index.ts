import type { Endpoint } from 'payload';
import { profileReadEndpoint, profileUpdateEndpoint } from '../user/profile';
import { changePasswordEndpoint } from './change-password';
import { loginEndpoint } from './login';
import { logoutEndpoint } from './logout';
import { forgotPasswordEndpoint, resetPasswordEndpoint } from './password-reset';
import { refreshEndpoint } from './refresh';
import { registerEndpoint } from './register';
import { verifyEmailEndpoint, verifyEmailRequestEndpoint } from './verify-email';
import { supportRequestCreateEndpoint, supportRequestListEndpoint } from '../support/requests';
import { documentUploadEndpoint, plusRequestEndpoint, verificationReadEndpoint } from '../verification';
import { phoneCodeEndpoint, phoneConfirmEndpoint } from '../verification/phone';

/** The account API the site and the islands call (sign-up, login, sessions, profile, support requests, verification), as root endpoints under /api. */
export const traderAuthEndpoints: Endpoint[] = [
  loginEndpoint,
  registerEndpoint,
  logoutEndpoint,
  refreshEndpoint,
  forgotPasswordEndpoint,
  resetPasswordEndpoint,
  verifyEmailRequestEndpoint,
  verifyEmailEndpoint,
  changePasswordEndpoint,
  profileReadEndpoint,
  profileUpdateEndpoint,
  supportRequestCreateEndpoint,
  supportRequestListEndpoint,
  verificationReadEndpoint,
  documentUploadEndpoint,
  plusRequestEndpoint,
  phoneCodeEndpoint,
  phoneConfirmEndpoint,
];
