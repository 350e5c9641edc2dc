import { OfflineBanner } from './OfflineBanner.tsx';
import { InstallOffer } from './InstallOffer.tsx';
import { UpdateNotice } from './UpdateNotice.tsx';
import { useHydrated } from './hydration.ts';

/**
 * What the device says about the app itself: offline, a new version, the offer to install. Loaded
 * after start-up (Layout.tsx), and nothing of it is in the HTML: it depends on this browser.
 */
export default function DeviceNotices() {
  const hydrated = useHydrated();
  if (!hydrated) return null;
  return (
    <>
      <OfflineBanner />
      <UpdateNotice />
      <InstallOffer />
    </>
  );
}
