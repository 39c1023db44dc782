/** The share link's public face (app/ imports only this): the link's format, the address bar that carries it, and «Condividi». */
export { createShareFormat, SHARE_FORMAT_VERSION, type ShareFormat, type ShareFragmentReading, type SharedChart, type SharedTab, type TabChoices } from './share-fragment.ts';
export { clearAddressLink, readAddressLink, useLinkOpened, writeAddressLink, type AddressLink } from './chart-address.ts';
export { ShareButton } from './components/ShareButton.tsx';
