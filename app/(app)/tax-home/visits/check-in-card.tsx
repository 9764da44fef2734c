import { ActionButton } from '@/components/records/delete-form';
import { Card, CardHeader } from '@/components/ui/card';
import { checkInWords, type CheckInEvidence } from '@/lib/records/visits/check-in-words';

/**
 * A visit's check-in from the phone ("I'm home", issue 40) on its page: when, and where the phone was when
 * the worker allowed it, with the way to remove the location (the time stays as evidence).
 */
export function CheckInCard({
  visit,
  removeLocation,
}: {
  visit: CheckInEvidence & { check_in_longitude: number | null };
  removeLocation: () => Promise<void>;
}) {
  const words = checkInWords(visit);
  if (!words) return null;
  const located = visit.check_in_latitude !== null && visit.check_in_longitude !== null;
  return (
    <Card aria-labelledby="check-in-title">
      <CardHeader
        id="check-in-title"
        title="Checked in from your phone"
        description="Evidence that you were at home: the time you tapped “I’m home” and, if you allowed it, where your phone was."
      />
      <p data-testid="check-in-words">{words}.</p>
      {located ? (
        <div className="mt-3 flex flex-wrap items-center justify-between gap-3 border-t border-border pt-3">
          <p className="text-sm text-muted">
            Location kept: {visit.check_in_latitude?.toFixed(5)}, {visit.check_in_longitude?.toFixed(5)}.
            Removing it keeps the time of your check-in.
          </p>
          <ActionButton
            action={removeLocation}
            label="Remove the location"
            variant="secondary"
            pendingLabel="Removing…"
          />
        </div>
      ) : null}
    </Card>
  );
}
