// Who the passkeys belong to: the relying party's id (a host name) and the origin a browser's
// answer must name. Both come from PUBLIC_ORIGIN, so a deployed site accepts passkeys for its
// own address only, whatever Host a request arrives with.
//
// Local development is the one exception: with a plain-http loopback PUBLIC_ORIGIN, a request
// that is itself plain http on this machine is answered for its own origin. Browsers refuse
// WebAuthn on an IP address, so local runs and the browser tests open the site on
// http://localhost:<port> while PUBLIC_ORIGIN names http://127.0.0.1:<port>.
import { isPlainHttpLoopback } from '../../middleware/csrf.ts';

export interface RelyingParty {
  /** The RP id: a host name, without scheme or port. */
  id: string;
  /** The origin the browser's clientDataJSON must name. */
  origin: string;
  name: string;
}

export const RP_NAME = 'Shul Finder';

export function relyingParty(publicOrigin: string, requestUrl: string): RelyingParty {
  const site = new URL(isPlainHttpLoopback(publicOrigin) && isPlainHttpLoopback(requestUrl) ? requestUrl : publicOrigin);
  return { id: site.hostname, origin: site.origin, name: RP_NAME };
}
