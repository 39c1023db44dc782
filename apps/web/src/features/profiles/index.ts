/** The profiles' public face (app/ imports only this): the profile block of the birth form. */
export { ProfileManager } from './components/ProfileManager.tsx';
