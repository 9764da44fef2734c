import { ActionButton } from '@/components/records/delete-form';
import { Card, CardHeader } from '@/components/ui/card';

/**
 * What the phone features keep, in plain words (issue 40): the location "I'm home" asks for at that moment
 * only, what is stored with the visit and how to remove it; the pages kept on the device for offline use.
 */
export function PrivacyCard({
  located,
  removed,
  removeLocations,
}: {
  /** Visits that keep a location. */
  located: number;
  /** How many a removal just cleared (shown once after it). */
  removed: number | null;
  removeLocations: () => Promise<void>;
}) {
  return (
    <Card aria-labelledby="privacy-title">
      <CardHeader id="privacy-title" title="Privacy on your phone" />
      <div className="grid gap-2 text-sm">
        <p>
          Your location is asked for only when you tap “I’m home” on Capture, and only if you allow it: the
          app never follows you in the background. With that visit it keeps the time, where your phone was,
          how precise that was, and how far it is from your tax home’s ZIP code, as evidence of your visit
          home. Remove it from one visit on that visit’s page, or from all of them here; the time of the visit
          stays.
        </p>
        <p>
          The pages you open are kept on this device so you can read them without a signal, and what you log
          on Capture waits there until it is sent. Both are cleared when you sign out.
        </p>
        {removed !== null ? (
          <p role="status" className="font-medium">
            Removed the location from {removed} {removed === 1 ? 'visit' : 'visits'}.
          </p>
        ) : null}
        <div className="flex flex-wrap items-center justify-between gap-2 border-t border-border pt-2">
          <span className="text-muted" data-testid="located-visits">
            {located === 0
              ? 'No visit keeps a location.'
              : `${located} ${located === 1 ? 'visit keeps' : 'visits keep'} a location.`}
          </span>
          {located > 0 ? (
            <ActionButton
              action={removeLocations}
              label="Remove all locations"
              variant="secondary"
              pendingLabel="Removing…"
            />
          ) : null}
        </div>
      </div>
    </Card>
  );
}
