import type { Metadata } from 'next';
import { CapturePanel } from '@/components/capture/capture-panel';
import { PageFrame } from '@/components/layout/page-header';
import { currentCtx } from '@/lib/auth/current-user';
import { offlineKey } from '@/lib/auth/offline-key';
import { phoneHome } from '@/lib/records/visits/phone-home';
import { categoryOptions } from '../expenses/fields';
import { purposeOptions } from '../mileage/fields';

export const metadata: Metadata = { title: 'Capture' };

/**
 * Capture (issue 40): a receipt, an expense, a trip and "I'm home" in one tap each, from a phone, with or
 * without a signal. The page is kept on the device for offline use (app/sw.ts); what is logged waits there
 * and is sent to the API with an idempotency key each (components/capture).
 */
export default async function CapturePage() {
  const ctx = await currentCtx();
  const { hasTaxHome, openVisit } = await phoneHome(ctx);
  return (
    <PageFrame
      title="Capture"
      description="Log it where it happens, even without a signal: it waits on this phone and is sent when you are back online."
    >
      <CapturePanel
        user={offlineKey(ctx.userId)}
        hasTaxHome={hasTaxHome}
        serverVisit={
          openVisit
            ? {
                startKey: null,
                visitId: openVisit.id,
                arrived: openVisit.arrived,
                checkedInAt: openVisit.checkedInAt,
              }
            : null
        }
        categories={categoryOptions}
        purposes={purposeOptions}
      />
    </PageFrame>
  );
}
