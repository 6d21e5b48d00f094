export { SetPasswordPage } from './set-password-page';
export { SignInPage } from './sign-in-page';
